export { Markdown, markdownToHtml, type MarkdownProps } from './Markdown.tsx';
