// Card keys reach ui with their masked forms (session's one rule, `maskCard`): every view shows the
// masked ones until the user reveals a key. Masked once per answer, not on every render.
import { useMemo } from 'react';
import { maskCard } from '@shop/session';
import type { WithShownCards } from '@shop/ui';

type WithCards = { cards: readonly { id: number; cardNo: string; password: string }[] };

/** An order (or a queried order) with its keys ready for ui. */
export function withShownCards<T extends WithCards>(value: T): WithShownCards<T> {
  return { ...value, cards: value.cards.map(maskCard) };
}

/** `withShownCards` for an answer that may not be there yet; the same answer gives the same object. */
export function useShownCards<T extends WithCards>(value: T | undefined): WithShownCards<T> | undefined {
  return useMemo(() => (value === undefined ? undefined : withShownCards(value)), [value]);
}
