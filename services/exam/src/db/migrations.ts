import type { Migration } from '@mindprint/platform/db';
import { seedCategories, seedExams, seedTags } from '../content/catalogue-content-files.js';
import { seedPublicationDates } from './catalogue-seed.js';

export const examMigrations: Migration[] = [
  {
    name: '0001_visit_logs',
    async up(knex) {
      await knex.schema.createTable('visit_logs', (t) => {
        t.uuid('log_id').primary();
        t.string('app_exam_id', 64).notNullable();
        t.string('locale', 8).notNullable();
        t.string('country_code', 8).notNullable().defaultTo('');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index visit_logs_created_at on visit_logs (created_at)');
    },
  },
  {
    name: '0002_catalogue',
    async up(knex) {
      await knex.schema.createTable('exam_categories', (t) => {
        t.string('category_id', 32).primary();
        t.string('code', 64).notNullable().unique();
        t.jsonb('name').notNullable();
        t.integer('sort_order').notNullable();
      });
      await knex.schema.createTable('exam_tags', (t) => {
        t.string('tag_id', 32).primary();
        t.jsonb('name').notNullable();
      });
      await knex.schema.createTable('exams', (t) => {
        t.string('exam_id', 32).primary();
        t.string('code', 32).notNullable().unique();
        t.string('category_id', 32).notNullable().references('exam_categories.category_id');
        t.jsonb('name').notNullable();
        t.jsonb('description').notNullable();
        t.integer('question_count').notNullable();
        t.integer('minutes_min').notNullable();
        t.integer('minutes_max').notNullable();
        t.boolean('available').notNullable();
        t.integer('sort_order').notNullable();
      });
      await knex.schema.createTable('exam_tag_links', (t) => {
        t.string('exam_id', 32).notNullable().references('exams.exam_id');
        t.string('tag_id', 32).notNullable().references('exam_tags.tag_id');
        t.primary(['exam_id', 'tag_id']);
      });
      await knex('exam_categories').insert(seedCategories.map((c, i) => ({ category_id: c.id, code: c.code, name: JSON.stringify(c.name), sort_order: i })));
      await knex('exam_tags').insert(seedTags.map((t) => ({ tag_id: t.id, name: JSON.stringify(t.name) })));
      await knex('exams').insert(
        seedExams.map((e, i) => ({
          exam_id: e.id,
          code: e.code,
          category_id: e.categoryId,
          name: JSON.stringify(e.name),
          description: JSON.stringify(e.description),
          question_count: e.questionCount,
          minutes_min: e.minutes[0],
          minutes_max: e.minutes[1],
          available: e.available,
          sort_order: i,
        })),
      );
      await knex('exam_tag_links').insert(seedExams.flatMap((e) => e.tagIds.map((tagId) => ({ exam_id: e.id, tag_id: tagId }))));
    },
  },
  {
    name: '0003_test_center',
    async up(knex) {
      // Finished tests as learned from the order service's ExamCompleted events; the test center's hot list counts them.
      await knex.schema.createTable('exam_completions', (t) => {
        t.string('order_number', 64).primary();
        t.string('exam_id', 32).notNullable();
        t.timestamp('completed_at', { useTz: true }).notNullable();
      });
      await knex.raw('create index exam_completions_completed_at on exam_completions (completed_at, exam_id)');
      await knex.schema.alterTable('exams', (t) => {
        t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      for (const [examId, publishedAt] of Object.entries(seedPublicationDates)) {
        await knex('exams').where({ exam_id: examId }).update({ published_at: publishedAt });
      }
    },
  },
  {
    name: '0004_mapping_test_available',
    async up(knex) {
      // The psychological mapping test (exam 2) can be taken, bought and read from here on.
      await knex('exams').where({ exam_id: '2' }).update({ available: true });
    },
  },
  {
    name: '0005_matrices_test_available',
    async up(knex) {
      // The matrices IQ test (exam 3) can be taken, bought and read from here on.
      await knex('exams').where({ exam_id: '3' }).update({ available: true });
    },
  },
  {
    name: '0006_profile_tests_available',
    async up(knex) {
      // Emotional relationships (4), career assessment (5) and personal development (6) can be taken, bought and read from here on.
      await knex('exams').whereIn('exam_id', ['4', '5', '6']).update({ available: true });
    },
  },
];
