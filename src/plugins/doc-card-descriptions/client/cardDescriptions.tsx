import {createContext, useContext, type ReactNode} from 'react';

type Descriptions = Readonly<Record<string, string>>;

const CardDescriptions = createContext<Descriptions | undefined>(undefined);

/** Gives the doc cards of a page the descriptions its route carries (`docCardDescriptions`, ../index.ts). */
export function CardDescriptionsProvider({
  descriptions,
  children,
}: {
  readonly descriptions: Descriptions | undefined;
  readonly children: ReactNode;
}): ReactNode {
  return <CardDescriptions.Provider value={descriptions}>{children}</CardDescriptions.Provider>;
}

/** The descriptions of the current page's doc cards, if its route carries them. */
export const useCardDescriptions = (): Descriptions | undefined => useContext(CardDescriptions);

/**
 * The description of a doc's card. A page that renders cards without them is a page the
 * build did not recognize as one (../moveCardDescriptions.ts): the error stops the build,
 * which renders every page, rather than leaving cards without their text.
 */
export function cardDescription(descriptions: Descriptions | undefined, docId: string): string {
  const description = descriptions?.[docId];
  if (description === undefined) {
    throw new Error(
      `doc-card-descriptions: a card of the doc "${docId}" is rendered on a page that did not get its description. Only category index pages and docs that import @theme/DocCardList do (src/plugins/doc-card-descriptions).`,
    );
  }
  return description;
}
