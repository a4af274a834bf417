/** FAQ search: every word must appear in the question, the answer or the category. */
import type { FaqEntry } from '@/domain/contract/help';

/** The entries matching `query` (all when blank). */
export function filterFaq(faqs: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    const text = [faq.category, faq.question, ...faq.answer].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Entries grouped by category, categories in first-seen order. */
export function byCategory(faqs: readonly FaqEntry[]): [string, FaqEntry[]][] {
  const groups = new Map<string, FaqEntry[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups];
}
