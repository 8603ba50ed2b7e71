import { useT } from '#ui/i18n/I18nProvider.tsx';
import { SelectFilter } from '#ui/page/ListFilters.tsx';

/** A directory for the filter, indented by its depth in the tree. */
export interface DirectoryOption {
  id: number;
  name: string;
  depth: number;
}

/** The goods lists' 目录 filter (my site's goods, the market): the tree as indented options, 全部目录 first. */
export function DirectoryFilter({
  value,
  onChange,
  directories,
}: {
  value: string;
  onChange: (dirId: string) => void;
  directories: readonly DirectoryOption[];
}) {
  const t = useT();
  return (
    <SelectFilter
      label={t('vip.goods.dirFilter')}
      name="dirId"
      value={value}
      onChange={onChange}
      allLabel={t('vip.goods.dirAll')}
      options={directories.map((d) => ({ value: String(d.id), label: `${'　'.repeat(d.depth)}${d.name}` }))}
    />
  );
}
