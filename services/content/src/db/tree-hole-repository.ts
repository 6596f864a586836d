import type { Knex } from '@mindprint/platform/db';
import type { ReportReason, TreeHoleCursor } from '../domain/tree-hole-post.js';
import { isoTime } from './db-values.js';

/** A post as one member sees it: whether they wrote or reported it, never who wrote it. */
export interface TreeHolePostView {
  postId: string;
  text: string;
  createdAt: string;
  mine: boolean;
  reportedByMe: boolean;
}

export class TreeHoleRepository {
  constructor(private readonly knex: Knex) {}

  async insert(post: { postId: string; authorId: string; text: string; createdAt: Date }): Promise<void> {
    await this.knex('tree_hole_posts').insert({ post_id: post.postId, author_id: post.authorId, text: post.text, created_at: post.createdAt });
  }

  /** Visible posts, newest first, after the cursor; `limit` of them at most. */
  async visible(viewerId: string, after: TreeHoleCursor | undefined, limit: number): Promise<TreeHolePostView[]> {
    const query = this.knex('tree_hole_posts as p')
      .where('p.hidden', false)
      .select(
        'p.post_id',
        'p.text',
        'p.created_at',
        this.knex.raw('p.author_id = ? as mine', [viewerId]),
        this.knex.raw('exists (select 1 from tree_hole_reports r where r.post_id = p.post_id and r.reporter_id = ?) as reported_by_me', [viewerId]),
      )
      .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.post_id', order: 'desc' }])
      .limit(limit);
    if (after) query.whereRaw('(p.created_at, p.post_id) < (?::timestamptz, ?::uuid)', [after.createdAt, after.postId]);
    const rows = await query;
    return rows.map((r) => ({ postId: r.post_id, text: r.text, createdAt: isoTime(r.created_at), mine: Boolean(r.mine), reportedByMe: Boolean(r.reported_by_me) }));
  }

  /** Removes the author's own post; false when there is no such post of theirs. */
  async removeOwn(postId: string, authorId: string): Promise<boolean> {
    // Counted by the rows returned: the embedded driver does not answer a delete with a count.
    const removed = await this.knex('tree_hole_posts').where({ post_id: postId, author_id: authorId }).delete().returning('post_id');
    return removed.length > 0;
  }

  /**
   * Records one member's report (again changes nothing) and hides the post once `hideAt` members reported
   * it; false when there is no visible post with that id.
   */
  async report(postId: string, reporterId: string, reason: ReportReason, hideAt: number): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const post = await trx('tree_hole_posts').where({ post_id: postId, hidden: false }).forUpdate().first('post_id');
      if (!post) return false;
      await trx('tree_hole_reports').insert({ post_id: postId, reporter_id: reporterId, reason }).onConflict(['post_id', 'reporter_id']).ignore();
      const [{ reports }] = (await trx('tree_hole_reports').where({ post_id: postId }).count({ reports: '*' })) as [{ reports: string | number }];
      if (Number(reports) >= hideAt) await trx('tree_hole_posts').where({ post_id: postId }).update({ hidden: true });
      return true;
    });
  }
}
