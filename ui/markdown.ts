import MarkdownIt from 'markdown-it';

/**
 * Skill content as HTML that cannot run script: raw HTML in the markdown is
 * escaped (html: false), javascript:/vbscript:/file:/data: links are refused
 * by markdown-it's link validation, images show as their alt text (an
 * image from another host would be a request off the machine), links open with no
 * referrer. The page's Content-Security-Policy (no inline script, nothing from
 * another origin) is the second wall.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
// An image shows as its alt text: no <img>, so nothing is fetched.
md.renderer.rules.image = (tokens, idx) => `<span class="image-alt">[image: ${md.utils.escapeHtml(tokens[idx]?.content ?? '')}]</span>`;

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token) {
    token.attrSet('rel', 'noopener noreferrer nofollow');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Table alignment arrives as a style attribute, which the page's CSP refuses (and reports).
for (const rule of ['th_open', 'td_open'] as const) {
  md.renderer.rules[rule] = (tokens, idx, options, _env, self) => {
    tokens[idx]?.attrs?.splice(0);
    return self.renderToken(tokens, idx, options);
  };
}

export function renderMarkdown(text: string): string {
  return md.render(text);
}
