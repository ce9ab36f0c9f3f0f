import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import css from './restaurantCard.module.css';

/** A card's one link, on its title; it covers the whole card, so the link's accessible name is the title. */
export function CardLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link to={to} state={state} className={css.link}>
      {children}
    </Link>
  );
}
