import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { uploadFile, UploadError, MSG_UPLOAD_FAILED, type UploadedFile } from '@ws/api-sdk';
import { Field, fieldAria, useFieldIds } from '../controls/field';
import { Progress } from '../controls/display';
import classes from './upload-field.module.css';

/** Multi mode's default limit (logo, qualification images, contract attachments: up to 9). */
export const UPLOAD_MAX_FILES = 9;
export const UPLOAD_DEFAULT_ACCEPT = ['jpg', 'png'] as const;
/** Papers a buyer sends (contracts, transfer receipts): a photo or scan, or the PDF the bank or the other party gave. */
export const UPLOAD_DOCUMENT_ACCEPT = ['jpg', 'png', 'pdf'] as const;
export const UPLOAD_DEFAULT_MAX_MB = 5;

export const uploadTypeMessage = (accept: readonly string[]) => `仅支持 ${accept.join('、')} 格式`;
export const uploadSizeMessage = (maxSizeMb: number) => `文件大小不能超过 ${maxSizeMb}MB`;
export const uploadCountMessage = (max: number) => `最多上传 ${max} 个文件`;

export interface UploadFieldProps {
  /** the field's visible label (Chinese) */
  label: string;
  /** the spec's file items */
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** several files (up to `max`); otherwise one, and a new file replaces the old */
  multiple?: boolean;
  /** multi mode's limit (default 9) */
  max?: number;
  /** allowed extensions, lower case without the dot (default jpg, png; jpeg goes with jpg) */
  accept?: readonly string[];
  /** the largest file in MB (default 5) */
  maxSizeMb?: number;
  /** the form's message for this field (请上传营业执照 …) */
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** the add button's text (default 上传图片 for images, 上传文件 otherwise) */
  buttonLabel?: string;
  /** hears whether a file is still on its way (a form keeps its save until the upload is done) */
  onBusyChange?: (busy: boolean) => void;
}

/** What uploadFieldProps reads and calls of a useForm form (./use-form). */
export interface UploadFieldForm<K extends string> {
  values: { [P in K]: UploadedFile[] };
  errors: Record<string, ReactNode>;
  setFieldValue: (path: K, files: UploadedFile[]) => void;
  clearFieldError: (path: K) => void;
}

/**
 * An UploadField bound to a form's field: `<UploadField label="资质图片" {...uploadFieldProps(form, 'cert_file')} />`
 * gives its files, their change (which also clears the field's message) and the message.
 */
export function uploadFieldProps<K extends string>(form: UploadFieldForm<K>, path: K): Pick<UploadFieldProps, 'value' | 'onChange' | 'error'> {
  return {
    value: form.values[path],
    onChange: (files) => {
      form.setFieldValue(path, files);
      form.clearFieldError(path);
    },
    error: form.errors[path],
  };
}

interface Pending {
  id: number;
  file: File;
  progress: number;
  failed: string | null;
  preview: string | null;
  controller: AbortController;
}

const IMAGE_EXTS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);
const extOf = (name: string): string => {
  const base = (name.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};
const isImage = (nameOrUrl: string) => IMAGE_EXTS.has(extOf(nameOrUrl));
/** A stored file shown as a picture: by its URL or its name (a seeded cover is an SVG, which <img> shows safely). */
const showsAsImage = (f: UploadedFile) => [f.FileUrl, f.FileName].some((s) => isImage(s) || extOf(s) === 'svg');
/** Only http(s) and same-site paths become links (never javascript: or data:). */
const safeHref = (url: string): string | null => (/^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null);
const objectUrlOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' && isImage(file.name) ? URL.createObjectURL(file) : null;
const revoke = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The one upload field: files go to the object storage through uploadFile (policy, then a direct post),
 * each with its progress, a preview for images, remove, and a retry after a failure. Type and size are
 * checked before anything is sent. The value is the spec's file items [{FileName, FileUrl}].
 */
export function UploadField({
  label,
  value,
  onChange,
  multiple = false,
  max = UPLOAD_MAX_FILES,
  accept = UPLOAD_DEFAULT_ACCEPT,
  maxSizeMb = UPLOAD_DEFAULT_MAX_MB,
  error,
  description,
  required,
  disabled,
  buttonLabel,
  onBusyChange,
}: UploadFieldProps) {
  const ids = useFieldIds();
  const inputId = ids.inputId;
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  // uploads finish in any order: each one adds to the latest value, not to the one it started with
  const valueRef = useRef(value);
  valueRef.current = value;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const limit = multiple ? Math.max(1, max) : 1;
  const allowed = accept.map((a) => a.toLowerCase());
  const allowedSet = new Set(allowed.includes('jpg') ? [...allowed, 'jpeg'] : allowed);
  const images = allowed.every((a) => IMAGE_EXTS.has(a));

  useEffect(
    () => () => {
      for (const p of pendingRef.current) {
        p.controller.abort();
        revoke(p.preview);
      }
    },
    [],
  );

  const busy = pending.some((p) => p.failed === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const update = (id: number, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const start = useCallback(
    (item: Pending) => {
      uploadFile(item.file, { signal: item.controller.signal, onProgress: (progress) => update(item.id, { progress }) }).then(
        (uploaded) => {
          // removed or replaced meanwhile: its file is not the field's any more
          if (item.controller.signal.aborted) return;
          const next = multiple ? [...valueRef.current, uploaded] : [uploaded];
          valueRef.current = next;
          onChange(next);
          setPending((list) => list.filter((p) => p.id !== item.id));
          revoke(item.preview);
        },
        (e: unknown) => {
          if (e instanceof Error && e.name === 'AbortError') return;
          update(item.id, { failed: e instanceof UploadError ? e.message : MSG_UPLOAD_FAILED, progress: 0 });
        },
      );
    },
    [multiple, onChange],
  );

  const onFiles = (files: File[]) => {
    setMessage(null);
    if (files.length === 0) return;
    for (const f of files) {
      if (!allowedSet.has(extOf(f.name))) return setMessage(uploadTypeMessage(allowed));
      if (f.size > maxSizeMb * 1024 * 1024) return setMessage(uploadSizeMessage(maxSizeMb));
      if (f.size === 0) return setMessage(MSG_UPLOAD_FAILED);
    }
    let chosen = files;
    if (multiple) {
      const room = limit - valueRef.current.length - pendingRef.current.length;
      if (files.length > room) setMessage(uploadCountMessage(limit));
      chosen = files.slice(0, Math.max(0, room));
    } else {
      // single mode: the new file replaces the old one (and any upload still under way)
      for (const p of pendingRef.current) {
        p.controller.abort();
        revoke(p.preview);
      }
      chosen = files.slice(0, 1);
    }
    const items = chosen.map(
      (file): Pending => ({ id: nextId.current++, file, progress: 0, failed: null, preview: objectUrlOf(file), controller: new AbortController() }),
    );
    setPending((list) => (multiple ? [...list, ...items] : items));
    items.forEach(start);
  };

  const retry = (item: Pending) => {
    const again = { ...item, failed: null, progress: 0, controller: new AbortController() };
    setPending((list) => list.map((p) => (p.id === item.id ? again : p)));
    start(again);
  };

  const drop = (item: Pending) => {
    item.controller.abort();
    revoke(item.preview);
    setPending((list) => list.filter((p) => p.id !== item.id));
  };

  const remove = (index: number) => {
    const next = valueRef.current.filter((_, i) => i !== index);
    valueRef.current = next;
    onChange(next);
  };

  const full = multiple && value.length + pending.length >= limit;
  const addText = buttonLabel ?? (images ? '上传图片' : '上传文件');
  const acceptAttr = [...allowedSet].map((a) => `.${a}`).join(',');

  return (
    <Field label={label} htmlFor={inputId} ids={ids} description={description} error={error} required={required}>
      <ul className={classes.list} aria-label={`${label}：已上传 ${value.length} 个`}>
        {value.map((f, i) => {
          const href = safeHref(f.FileUrl);
          return (
            <li key={`${f.FileUrl}-${i}`} className={classes.tile}>
              {showsAsImage(f) && href ? (
                <img className={classes.preview} src={href} alt={f.FileName || label} />
              ) : href ? (
                <a className={`${classes.name} ${classes.fileLink}`} href={href} target="_blank" rel="noopener noreferrer">
                  {f.FileName || '文件'}
                </a>
              ) : (
                <span className={classes.name}>{f.FileName || '文件'}</span>
              )}
              <span className={classes.name} title={f.FileName}>
                {f.FileName}
              </span>
              <div className={classes.actions}>
                <button type="button" className={classes.action} disabled={disabled} onClick={() => remove(i)} aria-label={`删除 ${f.FileName || '文件'}`}>
                  删除
                </button>
              </div>
            </li>
          );
        })}
        {pending.map((p) => (
          <li key={p.id} className={`${classes.tile} ${p.failed ? classes.failed : ''}`}>
            {p.preview ? <img className={classes.preview} src={p.preview} alt={p.file.name} /> : null}
            <span className={classes.name} title={p.file.name}>
              {p.file.name}
            </span>
            {p.failed ? (
              <>
                <span role="alert" className={classes.message}>
                  {p.failed}
                </span>
                <div className={classes.actions}>
                  <button type="button" className={classes.action} onClick={() => retry(p)} aria-label={`重试 ${p.file.name}`}>
                    重试
                  </button>
                  <button type="button" className={classes.action} onClick={() => drop(p)} aria-label={`删除 ${p.file.name}`}>
                    删除
                  </button>
                </div>
              </>
            ) : (
              <>
                <Progress className={classes.progress} value={p.progress} size="sm" aria-label={`${p.file.name} 上传进度`} />
                <span className={classes.percent}>{p.progress}%</span>
                <div className={classes.actions}>
                  <button type="button" className={classes.action} onClick={() => drop(p)} aria-label={`取消 ${p.file.name}`}>
                    取消
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
        {!full ? (
          <li>
            <button
              type="button"
              className={classes.add}
              disabled={disabled}
              aria-describedby={message ? messageId : undefined}
              onClick={() => inputRef.current?.click()}
            >
              + {!multiple && value.length > 0 ? '重新上传' : addText}
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={inputRef}
        {...fieldAria({ description, error, required }, ids)}
        id={inputId}
        className={classes.input}
        type="file"
        tabIndex={-1}
        accept={acceptAttr}
        multiple={multiple}
        disabled={disabled || full}
        onChange={(e) => {
          onFiles(Array.from(e.currentTarget.files ?? []));
          // the same file may be chosen again (after a removal)
          e.currentTarget.value = '';
        }}
      />
      <div className={classes.hint}>
        {uploadTypeMessage(allowed)}，{uploadSizeMessage(maxSizeMb)}
        {multiple ? `，${uploadCountMessage(limit)}` : ''}
      </div>
      {message ? (
        <div id={messageId} role="alert" className={classes.message}>
          {message}
        </div>
      ) : null}
    </Field>
  );
}
