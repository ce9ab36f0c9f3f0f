import type { ReactNode } from 'react';
import type { MessageId, t as translate } from './i18n';

const MARK = '\u0000';

/**
 * A message whose one variable is an element (an e-mail in bold, a code). The element's place comes from the
 * translation, since each language puts it elsewhere in the sentence.
 */
export function messageWith(t: typeof translate, id: MessageId, name: string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = t(id, { [name]: MARK }).split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
