// The account page's own rows (the binding panels come from states/Binding): profile, login name,
// login password. Each opens an inline form under its row; a failed call keeps what was typed.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '@shop/session/messages';
import { Avatar } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { Upload } from '#ui/components/Upload/Upload.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconLock, IconUser } from '#ui/icons/forms.tsx';
import { IconEdit } from '#ui/icons/index.tsx';
import { IconTile, SecurityItem, ServerError, usePending } from '#ui/states/Binding/parts.tsx';
import { checkLoginPassword } from '#ui/states/Binding/rules.ts';

export interface ProfileValues {
  nickname: string;
  qq: string;
  avatar: string;
}

export const LOGIN_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{3,19}$/;
const QQ_PATTERN = /^(\d{5,11})?$/;

export function checkNickname(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'account.security.error.nicknameRequired';
  return v.length <= 20 ? null : 'account.security.error.nicknameLength';
}
export function checkQq(value: string): MessageKey | null {
  return QQ_PATTERN.test(value.trim()) ? null : 'account.security.error.qqFormat';
}
export function checkLoginName(value: string): MessageKey | null {
  const v = value.trim();
  if (!v) return 'account.security.error.loginNameRequired';
  return LOGIN_NAME_PATTERN.test(v) ? null : 'account.security.error.loginNameFormat';
}

function FormButtons({ pending, onCancel, submitLabel }: { pending: boolean; onCancel: () => void; submitLabel: ReactNode }) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="secondary" disabled={pending} onClick={onCancel}>
        {t('account.security.cancel')}
      </Button>
    </div>
  );
}

export interface ProfileItemProps {
  profile?: { nickname: string; qq: string; avatar: string; loginName: string; levelName: string; createdAt: string } | null;
  error?: string | null;
  onSave: (values: ProfileValues) => unknown;
  /** Upload a new avatar; resolves with its URL. */
  onUploadAvatar: (file: File) => Promise<string>;
}

/** Avatar, nickname and QQ: shown, and edited in place (the avatar is uploaded first). */
export function ProfileItem({ profile, error, onSave, onUploadAvatar }: ProfileItemProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>({ nickname: '', qq: '', avatar: '' });
  const [problems, setProblems] = useState<{ nickname?: MessageKey | null; qq?: MessageKey | null }>({});
  const [upload, setUpload] = useState<{ status: 'uploading' | 'done' | 'error'; name: string; error?: string } | null>(null);
  const [pending, run] = usePending();
  if (!profile) return null;
  const start = () => {
    setValues({ nickname: profile.nickname, qq: profile.qq, avatar: profile.avatar });
    setProblems({});
    setUpload(null);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const next = { nickname: checkNickname(values.nickname), qq: checkQq(values.qq) };
    setProblems(next);
    if (next.nickname || next.qq || upload?.status === 'uploading') return;
    if (await run(() => onSave({ nickname: values.nickname.trim(), qq: values.qq.trim(), avatar: values.avatar }))) setEditing(false);
  };
  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUpload({ status: 'uploading', name: file.name });
    try {
      const url = await onUploadAvatar(file);
      setValues((v) => ({ ...v, avatar: url }));
      setUpload({ status: 'done', name: file.name });
    } catch (e) {
      setUpload({ status: 'error', name: file.name, error: e instanceof Error ? e.message : undefined });
    }
  };
  return (
    <SecurityItem
      icon={<Avatar src={editing ? values.avatar : profile.avatar} name={profile.nickname} size={40} />}
      title={profile.nickname}
      status={
        <Tag tone="warning" size="sm">
          {profile.levelName}
        </Tag>
      }
      description={t('account.security.profileLine', {
        loginName: profile.loginName,
        qq: profile.qq || t('account.security.none'),
        time: profile.createdAt,
      })}
      actions={
        editing ? null : (
          <Button variant="secondary" icon={<IconEdit />} onClick={start}>
            {t('account.security.editProfile')}
          </Button>
        )
      }
    >
      {editing ? (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-label={t('account.security.editProfile')}>
          <ServerError message={error} />
          <FormField label={t('account.security.avatar')} hint={t('account.security.avatarHint')}>
            <Upload
              variant="button"
              accept={['image/jpeg', 'image/png', 'image/webp', 'image/gif']}
              maxSize={10 * 1024 * 1024}
              onFiles={(files) => void pick(files)}
              files={upload ? [{ id: 'avatar', name: upload.name, status: upload.status, error: upload.error }] : []}
              onRemove={() => {
                setUpload(null);
                setValues((v) => ({ ...v, avatar: profile.avatar }));
              }}
              prompt={t('account.security.avatarPick')}
            />
          </FormField>
          <FormField label={t('account.security.nickname')} required error={problems.nickname ? t(problems.nickname) : undefined}>
            <Input
              name="nickname"
              value={values.nickname}
              maxLength={20}
              onChange={(e) => setValues((v) => ({ ...v, nickname: e.target.value }))}
            />
          </FormField>
          <FormField label={t('account.security.qq')} optional error={problems.qq ? t(problems.qq) : undefined}>
            <Input
              name="qq"
              inputMode="numeric"
              value={values.qq}
              maxLength={11}
              onChange={(e) => setValues((v) => ({ ...v, qq: e.target.value.replace(/\D/g, '') }))}
            />
          </FormField>
          <FormButtons pending={pending} onCancel={() => setEditing(false)} submitLabel={t('account.security.save')} />
        </form>
      ) : error ? (
        <ServerError message={error} />
      ) : null}
    </SecurityItem>
  );
}

export interface LoginNameItemProps {
  loginName?: string;
  /** Whether it may still be changed (once only). */
  changeable?: boolean;
  error?: string | null;
  onSubmit: (values: { loginName: string; loginPassword: string }) => unknown;
}

/** The login name: changed once, with the login password. */
export function LoginNameItem({ loginName = '', changeable = false, error, onSubmit }: LoginNameItemProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ name?: MessageKey | null; password?: MessageKey | null }>({});
  const [pending, run] = usePending();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const next = { name: checkLoginName(name), password: checkLoginPassword(password) };
    setProblems(next);
    if (next.name || next.password) return;
    if (await run(() => onSubmit({ loginName: name.trim(), loginPassword: password }))) {
      setEditing(false);
      setPassword('');
    }
  };
  return (
    <SecurityItem
      icon={
        <IconTile>
          <IconUser size={20} />
        </IconTile>
      }
      title={t('account.security.loginName')}
      status={
        changeable ? null : (
          <Tag tone="neutral" size="sm">
            {t('account.security.loginNameLocked')}
          </Tag>
        )
      }
      description={t('account.security.loginNameLine', { loginName })}
      actions={
        changeable && !editing ? (
          <Button
            variant="secondary"
            onClick={() => {
              setName('');
              setProblems({});
              setEditing(true);
            }}
          >
            {t('account.security.change')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-label={t('account.security.loginNameForm')}>
          <ServerError message={error} />
          <FormField
            label={t('account.security.newLoginName')}
            hint={t('account.security.loginNameRule')}
            required
            error={problems.name ? t(problems.name) : undefined}
          >
            <Input name="loginName" value={name} maxLength={20} autoComplete="username" onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label={t('account.security.loginPassword')} required error={problems.password ? t(problems.password) : undefined}>
            <PasswordInput name="loginPwd" value={password} autoComplete="current-password" onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <FormButtons pending={pending} onCancel={() => setEditing(false)} submitLabel={t('account.security.confirmChange')} />
        </form>
      ) : null}
    </SecurityItem>
  );
}

export interface LoginPasswordItemProps {
  error?: string | null;
  onSubmit: (values: { oldPassword: string; newPassword: string; confirm: string }) => unknown;
  /** A change went through (shown until the next one). */
  changed?: boolean;
}

/** The login password: old, new (6–20 characters, not the old one), again. */
export function LoginPasswordItem({ error, onSubmit, changed = false }: LoginPasswordItemProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<{ old?: MessageKey | null; next?: MessageKey | null; confirm?: MessageKey | null }>({});
  const [pending, run] = usePending();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const next = {
      old: values.old ? null : ('account.security.error.oldPasswordRequired' as MessageKey),
      next: checkLoginPassword(values.next) ?? (values.next === values.old ? ('account.security.error.samePassword' as MessageKey) : null),
      confirm: values.confirm === values.next ? null : ('account.security.error.confirmMismatch' as MessageKey),
    };
    setProblems(next);
    if (next.old || next.next || next.confirm) return;
    if (await run(() => onSubmit({ oldPassword: values.old, newPassword: values.next, confirm: values.confirm }))) {
      setEditing(false);
      setValues({ old: '', next: '', confirm: '' });
    }
  };
  const set = (key: 'old' | 'next' | 'confirm') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <SecurityItem
      icon={
        <IconTile tone="warning">
          <IconLock size={20} />
        </IconTile>
      }
      title={t('account.security.loginPassword')}
      status={
        changed ? (
          <Tag tone="success" size="sm" dot>
            {t('account.security.passwordChanged')}
          </Tag>
        ) : null
      }
      description={t('account.security.loginPasswordLine')}
      actions={
        editing ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              setProblems({});
              setEditing(true);
            }}
          >
            {t('account.security.change')}
          </Button>
        )
      }
    >
      {editing ? (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-label={t('account.security.loginPasswordForm')}>
          <ServerError message={error} />
          <FormField label={t('account.security.oldPassword')} required error={problems.old ? t(problems.old) : undefined}>
            <PasswordInput name="oldPwd" value={values.old} autoComplete="current-password" onChange={set('old')} />
          </FormField>
          <FormField
            label={t('account.security.newPassword')}
            hint={t('account.security.passwordRule')}
            required
            error={problems.next ? t(problems.next) : undefined}
          >
            <PasswordInput name="newPwd" value={values.next} autoComplete="new-password" maxLength={20} onChange={set('next')} />
          </FormField>
          <FormField label={t('account.security.confirmPassword')} required error={problems.confirm ? t(problems.confirm) : undefined}>
            <PasswordInput name="confirmPwd" value={values.confirm} autoComplete="new-password" maxLength={20} onChange={set('confirm')} />
          </FormField>
          <FormButtons pending={pending} onCancel={() => setEditing(false)} submitLabel={t('account.security.confirmChange')} />
        </form>
      ) : null}
    </SecurityItem>
  );
}
