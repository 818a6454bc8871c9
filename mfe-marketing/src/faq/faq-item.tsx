import { useState } from 'react';

/**
 * One question of the accordion: a real button in the heading (Enter and Space toggle it), with
 * aria-expanded and aria-controls pointing at its answer (WAI-ARIA accordion pattern).
 */
export function FaqItem({ id, question, answer }: { id: string; question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className={`mk-faq__item${open ? ' mk-faq__item--open' : ''}`}>
      <h3 className="mk-faq__heading">
        <button
          id={buttonId}
          type="button"
          className="mk-faq__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <span className="mk-faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className="mk-faq__answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
}
