// A card: one part of a screen in a raised block, as whichever element the part is (a section, a form, a nav...).
// Its look is its own (Card.module.css); a screen adds a class for the card's layout, never to restyle it.
import type { FormHTMLAttributes, HTMLAttributes } from 'react';
import styles from './Card.module.css';
import { classNames } from './class-names.ts';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element the card is; a section unless said. */
  as?: 'section' | 'article' | 'div' | 'nav' | 'header';
};

export function Card({ as: Element = 'section', className, ...rest }: CardProps) {
  return <Element {...rest} className={classNames(styles.card, className)} />;
}

/** A form drawn as a card (creating a coach profile, an organisation, adding an admin). */
export function CardForm({ className, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return <form {...rest} className={classNames(styles.card, className)} />;
}
