// /vip/vipDirectory: the category tree of my site: shown / hidden (the switch saves at once), own name
// and order (a dialog); saveDirectory, read back with the tree.
import { useState } from 'react';
import { VipDirectoryView } from '@shop/ui';
import { useSaveSiteDirectory, useSiteDirectories } from './vipDirectory.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { toastDone } from './shared.ts';

export default function VipDirectoryPage() {
  const tree = useSiteDirectories();
  const save = useSaveSiteDirectory();
  const [savingId, setSavingId] = useState<number | null>(null);
  return (
    <VipDirectoryView
      directories={tree.data?.list}
      {...readStateOf(tree)}
      onSave={async (change) => {
        save.reset();
        setSavingId(change.id);
        try {
          const saved = await save.trigger({ ...change, visible: change.visible ? 1 : 0 });
          toastDone('vip.dir.saved', { name: saved.ownName || saved.name });
        } finally {
          setSavingId(null);
        }
      }}
      savingId={savingId}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
    />
  );
}
