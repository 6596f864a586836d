import type { Migration } from '@mindprint/platform/db';
import { seedEffectiveDate, seedHelpGroups, seedHelpItems, seedProtocols, seedVersion } from './content-seed.js';
import { userCenterCatalogue } from './user-center-seed/catalogue.js';

/**
 * Legal documents and the help center, seeded in all nine locales; then the user center's catalogue (its
 * texts are data files per locale, looked up by id and locale) and what members do with it. The platform adds outbox and inbox.
 */
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
  {
    name: '0002_user_center',
    async up(knex) {
      const catalogue = userCenterCatalogue;
      await knex.schema.createTable('articles', (t) => {
        t.string('article_id', 32).primary();
        t.string('category', 64).notNullable().index();
        t.boolean('premium').notNullable();
        t.integer('read_minutes').notNullable();
        t.timestamp('published_at', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('course_categories', (t) => {
        t.string('category_id', 32).primary();
        t.string('code', 64).notNullable().unique();
        t.integer('sort_order').notNullable();
      });
      await knex.schema.createTable('courses', (t) => {
        t.string('course_id', 32).primary();
        t.string('category_id', 32).notNullable().references('course_categories.category_id');
        t.string('format', 16).notNullable();
        t.jsonb('tags').notNullable();
        t.boolean('free').notNullable();
        t.integer('price_cents').notNullable();
        t.integer('original_price_cents').notNullable();
        t.timestamp('published_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('course_exam_recommendations', (t) => {
        t.string('course_id', 32).notNullable().references('courses.course_id');
        t.string('exam_id', 64).notNullable();
        t.primary(['exam_id', 'course_id']);
      });
      // Rendered course files, one per course, locale and version of the texts; rendered once, shared by replicas.
      await knex.schema.createTable('course_files', (t) => {
        t.string('course_id', 32).notNullable().references('courses.course_id');
        t.string('locale', 8).notNullable();
        t.string('content_hash', 64).notNullable();
        t.binary('bytes').notNullable();
        t.integer('page_count').notNullable();
        // The page each chapter starts on, in chapter order.
        t.jsonb('chapter_pages').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['course_id', 'locale', 'content_hash']);
      });
      // Who opened a course's file: learners, and among them premium members (the purchase count).
      await knex.schema.createTable('course_opens', (t) => {
        t.string('course_id', 32).notNullable().references('courses.course_id');
        t.string('user_id', 64).notNullable();
        t.boolean('premium').notNullable();
        t.timestamp('first_opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['course_id', 'user_id']);
      });
      await knex.schema.createTable('daily_questions', (t) => {
        t.string('question_id', 32).primary();
        // Day n of the rotation shows the question whose position is n mod count.
        t.integer('position').notNullable().unique();
        t.string('type', 32).notNullable();
        t.string('format', 16).notNullable();
        t.integer('option_count').notNullable();
        t.jsonb('correct_keys').notNullable();
        t.jsonb('accepted_answers').notNullable();
      });
      await knex.schema.createTable('daily_answers', (t) => {
        t.uuid('answer_id').primary();
        t.string('user_id', 64).notNullable();
        t.string('question_id', 32).notNullable().references('daily_questions.question_id');
        t.date('answer_date').notNullable();
        t.jsonb('option_keys').notNullable();
        t.string('text', 400).notNullable();
        t.boolean('correct').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        // One answer per member per UTC day.
        t.unique(['user_id', 'answer_date']);
        t.index(['user_id', 'question_id']);
      });
      await knex.schema.createTable('tree_hole_posts', (t) => {
        t.uuid('post_id').primary();
        // Never leaves the service: answers only say whether the asking member wrote a post.
        t.string('author_id', 64).notNullable().index();
        t.string('text', 1200).notNullable();
        t.boolean('hidden').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.index(['hidden', 'created_at', 'post_id']);
      });
      await knex.schema.createTable('tree_hole_reports', (t) => {
        t.uuid('post_id').notNullable().references('tree_hole_posts.post_id').onDelete('CASCADE');
        t.string('reporter_id', 64).notNullable();
        t.string('reason', 16).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['post_id', 'reporter_id']);
      });
      await knex.schema.createTable('games', (t) => {
        t.string('game_code', 32).primary();
        t.integer('sort_order').notNullable();
      });
      await knex.schema.createTable('game_scores', (t) => {
        t.string('user_id', 64).notNullable();
        t.string('game_code', 32).notNullable().references('games.game_code');
        t.bigInteger('best_score').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['user_id', 'game_code']);
      });

      await knex('articles').insert(
        catalogue.articles.map((a) => ({ article_id: a.id, category: a.category, premium: a.premium, read_minutes: a.readMinutes, published_at: a.publishedAt })),
      );
      await knex('course_categories').insert(catalogue.courseCategories.map((c, i) => ({ category_id: c.id, code: c.code, sort_order: i })));
      await knex('courses').insert(
        catalogue.courses.map((c) => ({
          course_id: c.id,
          category_id: c.categoryId,
          format: c.format,
          tags: JSON.stringify(c.tags),
          free: c.free,
          // Dropped by 0004: a course's price belongs to the order service.
          price_cents: 0,
          original_price_cents: 0,
          published_at: c.publishedAt,
          updated_at: c.updatedAt,
        })),
      );
      const recommendations = catalogue.courses.flatMap((c) => c.recommendedForExams.map((examId) => ({ course_id: c.id, exam_id: examId })));
      if (recommendations.length > 0) await knex('course_exam_recommendations').insert(recommendations);
      await knex('daily_questions').insert(
        catalogue.questions.map((q, i) => ({
          question_id: q.id,
          position: i,
          type: q.type,
          format: q.format,
          option_count: q.optionCount,
          correct_keys: JSON.stringify(q.correctKeys),
          accepted_answers: JSON.stringify(q.acceptedAnswers),
        })),
      );
      await knex('games').insert(catalogue.games.map((code, i) => ({ game_code: code, sort_order: i })));
    },
  },
  {
    name: '0003_course_purchases',
    async up(knex) {
      // Single courses a member bought (OrderPaid of a course order): the course opens for that member only.
      await knex.schema.createTable('course_purchases', (t) => {
        t.string('user_id', 64).notNullable();
        t.string('course_id', 32).notNullable().references('courses.course_id');
        t.string('purchase_number', 32).notNullable().unique();
        t.timestamp('paid_at', { useTz: true }).notNullable();
        t.primary(['user_id', 'course_id']);
      });
    },
  },
  {
    name: '0004_course_prices_belong_to_order',
    async up(knex) {
      // The order service owns a course's price (it shows it and charges it); a second copy here drifted.
      await knex.schema.alterTable('courses', (t) => {
        t.dropColumn('price_cents');
        t.dropColumn('original_price_cents');
      });
    },
  },
];
