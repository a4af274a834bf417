/**
 * The applicant's copy of a definition's text. The catalogue's texts carry notes for their
 * authors — '[assumed]', '(public)', source codes such as '(S12)' or ', S36)', 'PLACEHOLDER' —
 * which mean nothing to an applicant. The browser (cost panel) and the server (checklists) both
 * read the text through this one function, so they never disagree.
 */

/** Removes authoring notes: '[assumed]', '(public)', '(analog …)', '(S12)', ', S36', 'PLACEHOLDER'. */
export function applicantText(text: string): string {
  return (
    text
      // A clause that only says a figure is assumed: '…; which case pays 30 % is [assumed].'
      .replace(/[,;]\s*[^,;.]*\bis \[assumed\]/g, '')
      .replace(/\s*\[[^\]]*\]/g, '')
      .replace(/\s*\((?:public|analog|S\d+)[^)]*\)/gi, '')
      // A source code closing a parenthesis that says more: '(Circular 14/2013, S36)'.
      .replace(/,\s*(?:public\s+)?S\d+(?:[–-]S?\d+)?(?:\s+analog)?(?=\))/g, '')
      // 'is a PLACEHOLDER.' reads 'is provisional.'; 'a PLACEHOLDER multiple' keeps its article.
      .replace(
        /\b(?:an? (?=PLACEHOLDERs?\b(?! [a-z])))?PLACEHOLDERs?\b/g,
        (_, offset: number, whole: string) =>
          // Capitalised where it opens the text or a sentence.
          /(?:^|[.!?]\s+)$/.test(whole.slice(0, offset)) ? 'Provisional' : 'provisional',
      )
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
