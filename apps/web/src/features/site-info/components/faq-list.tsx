import { useMessages } from 'next-intl';
import classes from './faq-list.module.css';

/** Questions that open to their answer; plain <details>, so they work with a keyboard and without script. */
export function FaqList() {
  const questions = Object.values(useMessages().support.faq);
  return (
    <div className={classes.list}>
      {questions.map((item) => (
        <details key={item.question} className={classes.item}>
          <summary className={classes.question}>{item.question}</summary>
          <p className={classes.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
