import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ListStates, LoadMore } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePosts } from '../api/posts';
import { useTreeHoleTranslation } from '../tree-hole-i18n';
import { TREE_HOLE_LINKS, treeHolePaths } from '../tree-hole-paths';
import { PostItem } from './post-item';
import { TreeHoleAccess } from './tree-hole-access';
import '../tree-hole.css';

/** Ages are redrawn this often so 'just now' turns into '1 minute ago' while the page stays open. */
const CLOCK_TICK_MS = 15_000;

/** `/userCenter/exploreMore/treeHole`: what the tree hole is, a link to write, and the posts. */
export function TreeHoleHomePage() {
  return <TreeHolePosts intro />;
}

/** `/userCenter/treeHole/list`: the posts, newest first. */
export function TreeHoleListPage() {
  return <TreeHolePosts intro={false} />;
}

function TreeHolePosts({ intro }: { intro: boolean }) {
  const { t } = useTreeHoleTranslation();
  const id = useId();
  useDocumentTitle(t('list.pageTitle'));
  const posts = usePosts();
  const now = useNow();

  return (
    <section className="tree-hole" aria-labelledby={`${id}-title`}>
      <p className="tree-hole__back">
        <Link to={TREE_HOLE_LINKS.exploreMore}>{t('list.back')}</Link>
      </p>
      <h1 id={`${id}-title`}>
        {t('list.heading')}
      </h1>
      {intro ? <p className="tree-hole__intro">{t('list.intro')}</p> : null}
      <p className="tree-hole__anonymous">{t('list.anonymous')}</p>
      <TreeHoleAccess error={posts.firstPageError}>
        <p>
          <Link className="button" to={treeHolePaths.add}>
            {t('list.write')}
          </Link>
        </p>
        <h2 className="tree-hole__subheading">{t('list.latest')}</h2>
        <ListStates
          loading={posts.isLoading}
          error={Boolean(posts.firstPageError)}
          empty={posts.posts.length === 0}
          onRetry={posts.reload}
          labels={{ loading: t('list.loading'), loadFailed: t('list.loadFailed'), retry: t('list.retry'), empty: t('list.empty') }}
        >
          <ul className="tree-hole__posts">
            {posts.posts.map((post) => (
              <PostItem key={post.postId} post={post} now={now} onRemoved={posts.forget} />
            ))}
          </ul>
          <LoadMore
            hasMore={posts.hasMore}
            loading={posts.loadingMore}
            failed={Boolean(posts.moreError)}
            onLoadMore={posts.loadMore}
            labels={{
              loadMore: t('list.loadMore'),
              loading: t('list.loading'),
              allLoaded: t('list.allLoaded'),
              loadFailed: t('list.loadFailed'),
              retry: t('list.retry'),
            }}
          />
        </ListStates>
      </TreeHoleAccess>
    </section>
  );
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
