import { DomainError } from '@mindprint/platform/errors';
import type { ContentRepository, StoredProtocol } from '../db/content-repository.js';
import { type LocaleCode } from '@mindprint/platform/locales';

const summary = (p: StoredProtocol, locale: LocaleCode) => ({
  protocolId: p.protocolId,
  code: p.code,
  title: p.title[locale],
  version: p.version,
  effectiveDate: p.effectiveDate,
  showOnSignup: p.showOnSignup,
});

/** Reads of the legal documents and the help center, texts in the visitor's locale. */
export class ContentQueries {
  constructor(private readonly content: ContentRepository) {}

  /** The same documents serve every exam of the site; the exam id is kept for the call's shape. */
  async protocols(locale: LocaleCode) {
    return (await this.content.protocols()).map((p) => summary(p, locale));
  }

  async privacyAndAgreement(locale: LocaleCode) {
    const protocols = await this.content.protocols();
    const find = (code: string) => {
      const found = protocols.find((p) => p.code === code);
      if (!found) throw new DomainError('PROTOCOL_NOT_FOUND', `There is no ${code} document`, 'NOT_FOUND');
      return summary(found, locale);
    };
    return { terms: find('terms'), privacy: find('privacy') };
  }

  async protocol(protocolId: string, locale: LocaleCode) {
    const p = await this.content.protocol(protocolId);
    if (!p) throw new DomainError('PROTOCOL_NOT_FOUND', `There is no legal document ${protocolId}`, 'NOT_FOUND');
    return {
      ...summary(p, locale),
      sections: p.sections.map((s) => ({ heading: s.heading[locale], body: s.body[locale] })),
      locale,
    };
  }

  async helpGroups(locale: LocaleCode) {
    const [groups, items] = await Promise.all([this.content.helpGroups(), this.content.helpItems()]);
    return groups.map((g) => ({
      groupCode: g.groupCode,
      groupTitle: g.title[locale],
      items: items.filter((i) => i.groupCode === g.groupCode).map((i) => ({ helpId: i.helpId, question: i.question[locale] })),
    }));
  }

  async helpItem(helpId: string, locale: LocaleCode) {
    const item = await this.content.helpItem(helpId);
    if (!item) throw new DomainError('HELP_ITEM_NOT_FOUND', `There is no help item ${helpId}`, 'NOT_FOUND');
    return { helpId: item.helpId, groupCode: item.groupCode, question: item.question[locale], answer: item.answer[locale], locale };
  }
}
