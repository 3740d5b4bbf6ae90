// The one rich-text editor of the apps (the mall's product intro, the console's articles): Mantine's
// RichTextEditor on Tiptap (StarterKit, Link, Image, Table). Images go through the storage upload every file
// field uses (policy, direct post, progress). Text pasted from Word or WPS arrives without their markup
// (conditional comments, mso styles, o:p tags, classes), so what is stored is what the toolbar can make.
// This module is heavy (ProseMirror): apps load it through index.ts's lazy component only.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/tiptap/styles.css';
import { Input, Progress } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { fileExtensionOf, MSG_UPLOAD_FAILED, uploadFile, UploadError } from '@ws/api-sdk';
import { useEffect, useRef, useState } from 'react';
import { cleanPastedHtml } from './paste';
import type { RichTextEditorProps } from './types';

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
const IMAGE_EXTS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];
const MAX_MB = 5;

export default function RichTextEditor({ value, onChange, label, contentLabel, fileLabel = '选择图片', tables = false, minHeight = 200, error: outerError }: RichTextEditorProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), Image, ...(tables ? [TableKit.configure({ table: { resizable: false } })] : [])],
    content: value,
    editorProps: { transformPastedHTML: cleanPastedHtml, attributes: { 'aria-label': contentLabel, 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => () => abort.current?.abort(), []);

  const pick = async (file: File) => {
    setError(null);
    if (!IMAGE_EXTS.includes(fileExtensionOf(file.name).toLowerCase())) return setError('仅支持 jpg、png、gif、webp 格式的图片');
    if (file.size > MAX_MB * 1024 * 1024) return setError(`文件大小不能超过 ${MAX_MB}MB`);
    abort.current = new AbortController();
    setProgress(0);
    try {
      const up = await uploadFile(file, { signal: abort.current.signal, onProgress: setProgress });
      // the image comes selected; a paragraph after it takes the cursor, so what is typed or inserted next
      // (a table) goes below the image rather than replacing it
      editor?.chain().focus().setImage({ src: up.FileUrl, alt: up.FileName }).createParagraphNear().run();
    } catch (e) {
      if (!(e instanceof Error && e.name === 'AbortError')) setError(e instanceof UploadError ? e.message : MSG_UPLOAD_FAILED);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label={label} error={error ?? outerError} style={{ gridColumn: '1 / -1' }}>
      <MantineEditor editor={editor} labels={LABELS}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Strikethrough />
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            <MantineEditor.Control aria-label="插入图片" title="插入图片" disabled={progress !== null} onClick={() => fileRef.current?.click()}>
              图
            </MantineEditor.Control>
          </MantineEditor.ControlsGroup>
          {tables && (
            <MantineEditor.ControlsGroup>
              <MantineEditor.Control
                aria-label="插入表格"
                title="插入表格"
                onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
              >
                表
              </MantineEditor.Control>
              <MantineEditor.Control aria-label="添加行" title="添加行" onClick={() => editor?.chain().focus().addRowAfter().run()}>
                +行
              </MantineEditor.Control>
              <MantineEditor.Control aria-label="添加列" title="添加列" onClick={() => editor?.chain().focus().addColumnAfter().run()}>
                +列
              </MantineEditor.Control>
              <MantineEditor.Control aria-label="删除表格" title="删除表格" onClick={() => editor?.chain().focus().deleteTable().run()}>
                删表
              </MantineEditor.Control>
            </MantineEditor.ControlsGroup>
          )}
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={minHeight} />
      </MantineEditor>
      <input
        ref={fileRef}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"
        hidden
        aria-label={fileLabel}
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
