import classes from './rich-text.module.css';

interface RichTextProps {
  /** HTML written by staff in the editor, kept to the API's rich-text allowlist when it is stored. */
  html: string;
  className?: string;
  id?: string;
}

/** Staff-written rich text (reports, projects, posts, the about page) with the site's typography. */
export function RichText({ html, className, id }: RichTextProps) {
  return <div id={id} className={[classes.rich, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
