// /:path/decorate/desktop (R2.4, R4.2–R4.4; the guard let an admin with the decoration role in): the
// home-page decoration editor. The page holds the working copy of the blocks on top of the saved draft;
// saving answers the saved layout (kept as the new draft), a refusal keeps every edit and shows the
// server's message. Leaving (another route, another site, closing the tab) with unsaved changes asks first.
import { useEffect, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router-dom';
import { hasAccess } from '@shop/session';
import type { DecorationBlock } from '@shop/session/contract';
import { ANNOUNCEMENTS, DecorationEditorView, DecorationLeavePrompt } from '@shop/ui';
import { useAdminInfo } from '../admin/adminSession.ts';
import { useAnnouncementList } from '../public/announcements.ts';
import { useDecoration, useDecorationOptions, usePreviewGoods, useSaveDecoration, useUploadDecorationImage } from './decoration.ts';
import { config } from '#app/config.ts';
import { ADMIN_ACCESS } from '../admin/access.ts';
import { errorMessageOf, readStateOf, withSideReads } from '#app/data/readState.ts';
import { toastDone } from '#app/data/listQuery.ts';

const sameBlocks = (a: readonly DecorationBlock[], b: readonly DecorationBlock[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

export default function DecoratePage() {
  // The route answers only at the configured prefix (config.adminPath; another one is a 404).
  const path = config.adminPath;
  // R6.2: publishing is shown to an admin whose access list allows it (the server refuses the others).
  // A failed read of it is the page's failure (with its retry), not a publish button silently missing.
  const adminInfo = useAdminInfo(path);
  const canPublish = hasAccess(adminInfo.data?.access, ADMIN_ACCESS.publish);
  const [params, setParams] = useSearchParams();
  const siteId = Math.max(0, Number.parseInt(params.get('site') ?? '0', 10) || 0);
  const options = useDecorationOptions(path);
  const layout = useDecoration(path, siteId);
  const save = useSaveDecoration(path);
  const upload = useUploadDecorationImage(path);
  // The edits of the site shown (null: none yet, the saved draft is shown).
  const [edited, setEdited] = useState<{ siteId: number; blocks: DecorationBlock[] } | null>(null);
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const saved = layout.data?.blocks;
  const blocks = edited?.siteId === siteId ? edited.blocks : saved;
  const dirty = edited?.siteId === siteId && !sameBlocks(edited.blocks, saved);

  const notices = useAnnouncementList({ page: 1, pageSize: ANNOUNCEMENTS, keyword: '' });
  // A reseller site's preview draws its own goods at its prices (the site named in X-Site).
  const sitePath = options.data?.sites.find((site) => site.id === siteId)?.path || null;
  const goods = usePreviewGoods(blocks, sitePath);

  // Another route or another site (the address's ?site=), by the page or the browser's back and forward:
  // asked by the router; closing or reloading the tab: the browser asks.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const read = readStateOf(
    withSideReads(
      {
        data: options.data && layout.data,
        error: options.error ?? layout.error,
        isLoading: options.isLoading || layout.isLoading,
        isValidating: options.isValidating || layout.isValidating,
        mutate: () => Promise.all([options.mutate(), layout.mutate()]),
      },
      adminInfo,
    ),
  );

  return (
    <>
      <DecorationEditorView
        {...read}
        options={options.data}
        layout={layout.data}
        blocks={blocks}
        dirty={dirty}
        onChange={(next) => setEdited({ siteId, blocks: next })}
        siteId={siteId}
        onSiteChange={(id) => {
          save.reset();
          setParams(id === 0 ? {} : { site: String(id) });
        }}
        saving={saving}
        saveError={save.error ? errorMessageOf(save.error) : null}
        canPublish={canPublish}
        onSave={(publish) => {
          if (!blocks || saving) return;
          save.reset();
          setSaving(publish ? 'publish' : 'draft');
          save
            .trigger({ siteId, blocks: [...blocks], publish })
            .then(
              async (answer) => {
                await layout.mutate(answer, { revalidate: false });
                setEdited(null);
                toastDone(publish ? 'decoration.publishedDone' : 'decoration.savedDone');
              },
              // Refused: the message shows above the editor and the edits stay; the draft may have been
              // saved all the same (publishing without the right), so the saved state is read again.
              () => void layout.mutate(),
            )
            .finally(() => setSaving(null));
        }}
        onUpload={async (file) => (await upload.trigger({ file })).url}
        preview={{
          announcements: { data: notices.data?.list, error: notices.error?.message ?? null, onRetry: () => void notices.mutate() },
          goods: { data: goods.data, error: goods.error?.message ?? null, onRetry: () => void goods.mutate() },
        }}
      />
      <DecorationLeavePrompt
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          setEdited(null);
          blocker.proceed?.();
        }}
      />
    </>
  );
}
