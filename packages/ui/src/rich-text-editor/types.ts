export interface RichTextEditorProps {
  /** the HTML the editor starts with (later changes of it are not read: the editor owns the text) */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** the editable area's accessible name */
  contentLabel: string;
  /** the hidden image picker's accessible name */
  fileLabel?: string;
  /** offer tables (insert, add rows and columns, delete) */
  tables?: boolean;
  minHeight?: number;
  /** a message from the form (the editor's own upload messages come first) */
  error?: string | null;
}
