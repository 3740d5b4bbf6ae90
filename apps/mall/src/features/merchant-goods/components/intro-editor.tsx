// The rich-text intro: Mantine's RichTextEditor (Tiptap: StarterKit, Link, Image). Images go through the same
// storage upload as UploadField (policy, direct post, progress). Loaded lazily by the edit screen only.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/tiptap/styles.css';
import { Input, Progress } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { fileExtensionOf, MSG_UPLOAD_FAILED, uploadFile, UploadError } from '@ws/api-sdk';
import { useEffect, useRef, useState } from 'react';

export interface IntroEditorProps {
  value: string;
  onChange: (html: string) => void;
}

const LABELS = {
  boldControlLabel: '加粗',
  italicControlLabel: '斜体',
  strikeControlLabel: '删除线',
  h2ControlLabel: '二级标题',
  h3ControlLabel: '三级标题',
  bulletListControlLabel: '无序列表',
  orderedListControlLabel: '有序列表',
  linkControlLabel: '插入链接',
  unlinkControlLabel: '移除链接',
  undoControlLabel: '撤销',
  redoControlLabel: '重做',
  linkEditorInputLabel: '链接地址',
  linkEditorInputPlaceholder: 'https://',
  linkEditorSave: '保存',
};
const IMAGE_EXTS = ['.jpg', '.jpeg', '.png'];
const MAX_MB = 5;

export default function IntroEditor({ value, onChange }: IntroEditorProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), Image],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => () => abort.current?.abort(), []);

  const pick = async (file: File) => {
    setError(null);
    if (!IMAGE_EXTS.includes(fileExtensionOf(file.name).toLowerCase())) return setError('仅支持 jpg、png 格式');
    if (file.size > MAX_MB * 1024 * 1024) return setError(`文件大小不能超过 ${MAX_MB}MB`);
    abort.current = new AbortController();
    setProgress(0);
    try {
      const up = await uploadFile(file, { signal: abort.current.signal, onProgress: setProgress });
      editor?.chain().focus().setImage({ src: up.FileUrl, alt: up.FileName }).run();
    } catch (e) {
      if (!(e instanceof Error && e.name === 'AbortError')) setError(e instanceof UploadError ? e.message : MSG_UPLOAD_FAILED);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label="商品详情" error={error} style={{ gridColumn: '1 / -1' }}>
      <RichTextEditor editor={editor} labels={LABELS}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control aria-label="插入图片" title="插入图片" disabled={progress !== null} onClick={() => fileRef.current?.click()}>
              图
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content aria-label="商品详情内容" mih={200} />
      </RichTextEditor>
      <input
        ref={fileRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hidden
        aria-label="选择详情图片"
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (f) void pick(f);
        }}
      />
      {progress !== null && <Progress value={progress} size="sm" mt={6} aria-label="图片上传进度" />}
    </Input.Wrapper>
  );
}
