import type { Knex } from '@mindprint/platform/db';
import type { Texts } from '../domain/locales.js';

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A date column as YYYY-MM-DD, whatever the driver returns (Date or string). */
const isoDate = (value: unknown): string => {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

export interface StoredProtocol {
  protocolId: string;
  code: string;
  version: string;
  effectiveDate: string;
  showOnSignup: boolean;
  title: Texts;
  sections: Array<{ heading: Texts; body: Texts }>;
}

export interface StoredHelpGroup {
  groupCode: string;
  title: Texts;
}

export interface StoredHelpItem {
  helpId: string;
  groupCode: string;
  question: Texts;
  answer: Texts;
}

export class ContentRepository {
  constructor(private readonly knex: Knex) {}

  async protocols(): Promise<StoredProtocol[]> {
    const rows = await this.knex('protocols').orderBy('sort_order');
    return rows.map((r) => ({
      protocolId: r.protocol_id,
      code: r.code,
      version: r.version,
      effectiveDate: isoDate(r.effective_date),
      showOnSignup: r.show_on_signup,
      title: parse<Texts>(r.title),
      sections: parse<StoredProtocol['sections']>(r.sections),
    }));
  }

  async protocol(protocolId: string): Promise<StoredProtocol | undefined> {
    return (await this.protocols()).find((p) => p.protocolId === protocolId);
  }

  async helpGroups(): Promise<StoredHelpGroup[]> {
    const rows = await this.knex('help_groups').orderBy('sort_order');
    return rows.map((r) => ({ groupCode: r.group_code, title: parse<Texts>(r.title) }));
  }

  async helpItems(): Promise<StoredHelpItem[]> {
    const rows = await this.knex('help_items').orderBy('sort_order');
    return rows.map((r) => ({ helpId: r.help_id, groupCode: r.group_code, question: parse<Texts>(r.question), answer: parse<Texts>(r.answer) }));
  }

  async helpItem(helpId: string): Promise<StoredHelpItem | undefined> {
    const row = await this.knex('help_items').where({ help_id: helpId }).first();
    return row && { helpId: row.help_id, groupCode: row.group_code, question: parse<Texts>(row.question), answer: parse<Texts>(row.answer) };
  }
}
