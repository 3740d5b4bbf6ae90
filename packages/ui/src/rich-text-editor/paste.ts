// What Word and WPS put on the clipboard beside the text: conditional comments, <o:p> and other namespaced
// tags, mso-* style declarations, class names and language spans. Dropped before Tiptap reads the paste, so
// only what the editor's schema can make (and the server's sanitizer keeps) is left.
export function cleanPastedHtml(html: string): string {
  return (
    html
      // conditional comments and any other comment
      .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      // <xml>, <style> and <meta>/<link> blocks of an Office document
      .replace(/<(xml|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<\/?(?:meta|link)[^>]*>/gi, '')
      // namespaced tags (o:p, w:sdt, v:shape …), their text kept
      .replace(/<\/?[a-z]+:[a-z][^>]*>/gi, '')
      // class and lang attributes
      .replace(/\s(?:class|lang)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      // mso-* declarations inside style attributes, and a style left empty
      .replace(/\sstyle\s*=\s*"([^"]*)"/gi, (_, style: string) => {
        const kept = style
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d !== '' && !/^mso-|^tab-stops|^font-family/i.test(d))
          .join('; ');
        return kept ? ` style="${kept}"` : '';
      })
  );
}
