// /vip/pagePath: my site's custom pages — title, path (checked as typed against the format and the
// other pages: session's sitePagePathProblem; the server also refuses the site's own paths), content
// in the rich-text editor, shown or hidden; preview, delete after a question.
import { sitePagePathProblem } from '@shop/session';
import { VipPageView } from '@shop/ui';
import { useDeleteSitePage, useSaveSitePage, useSitePages } from './vipPages.ts';
import { useSite } from './vipSite.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { toastDone, toastError } from './shared.ts';

export default function VipPagePathPage() {
  const list = useSitePages();
  const site = useSite();
  const save = useSaveSitePage();
  const remove = useDeleteSitePage();
  const pages = list.data?.list;

  return (
    <VipPageView
      pages={pages}
      // The site (its address for the page links) beside the list: a failure shows with a retry.
      {...readStateOf(withSideReads(list, site))}
      urlPrefix={site.data ? `/s/${site.data.path}/p/` : ''}
      pathProblem={(path, selfId) => sitePagePathProblem(path, pages ?? [], selfId)}
      onSave={async ({ id, ...draft }) => {
        save.reset();
        await save.trigger({ ...(id === undefined ? {} : { id }), ...draft, visible: draft.visible ? 1 : 0 });
        toastDone(id === undefined ? 'vipSite.page.created' : 'vipSite.page.saved');
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onDelete={async (page) => {
        try {
          await remove.trigger({ id: page.id });
          toastDone('vipSite.page.deleted');
        } catch (error) {
          toastError(error);
          throw error;
        }
      }}
    />
  );
}
