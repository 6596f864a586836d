import type { Migration } from '@mindprint/platform/db';
import { seedEffectiveDate, seedHelpGroups, seedHelpItems, seedProtocols, seedVersion } from './content-seed.js';

/** Legal documents and the help center, seeded in all nine locales; the platform adds outbox and inbox. */
export const contentMigrations: Migration[] = [
  {
    name: '0001_protocols_and_help',
    async up(knex) {
      await knex.schema.createTable('protocols', (t) => {
        t.string('protocol_id', 32).primary();
        t.string('code', 32).notNullable();
        t.string('version', 16).notNullable();
        t.date('effective_date').notNullable();
        t.boolean('show_on_signup').notNullable();
        t.jsonb('title').notNullable();
        // [{ heading: Texts, body: Texts }]
        t.jsonb('sections').notNullable();
        t.integer('sort_order').notNullable();
        t.unique(['code', 'version']);
      });
      await knex.schema.createTable('help_groups', (t) => {
        t.string('group_code', 64).primary();
        t.jsonb('title').notNullable();
        t.integer('sort_order').notNullable();
      });
      await knex.schema.createTable('help_items', (t) => {
        t.string('help_id', 32).primary();
        t.string('group_code', 64).notNullable().references('help_groups.group_code');
        t.jsonb('question').notNullable();
        t.jsonb('answer').notNullable();
        t.integer('sort_order').notNullable();
      });
      await knex('protocols').insert(
        seedProtocols.map((p, i) => ({
          protocol_id: p.id,
          code: p.code,
          version: seedVersion,
          effective_date: seedEffectiveDate,
          show_on_signup: p.showOnSignup,
          title: JSON.stringify(p.title),
          sections: JSON.stringify(p.sections),
          sort_order: i,
        })),
      );
      await knex('help_groups').insert(seedHelpGroups.map((g, i) => ({ group_code: g.code, title: JSON.stringify(g.title), sort_order: i })));
      await knex('help_items').insert(
        seedHelpItems.map((h, i) => ({ help_id: h.id, group_code: h.group, question: JSON.stringify(h.question), answer: JSON.stringify(h.answer), sort_order: i })),
      );
    },
  },
];
