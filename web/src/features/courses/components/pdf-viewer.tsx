/**
 * A PDF reader on pdf.js: one page at a time on a canvas, previous/next, 'page X of Y', zoom in/out and
 * fit width, the keyboard (arrows, +/-, 0), loading and failure with retry. A text layer over the canvas
 * makes the page's text selectable and readable by screen readers.
 */
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCoursesTranslation } from '../courses-i18n';
import { LINKED_PAGE, loginPathBackTo } from '../courses-paths';
import { httpStatusOf, loadPdfjs } from '../pdf-loader';
import { applyViewerAction, effectiveScale, MAX_ZOOM, MIN_ZOOM, viewerActionForKey, type ViewerAction, type ViewerPosition } from '../pdf-zoom';
import { Loading } from './course-ui';

/** Room left beside a fitted page inside the stage. */
const STAGE_GUTTER_PX = 16;

type Failure = 'signIn' | 'locked' | 'other';
type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
type DocumentState = { status: 'loading' } | { status: 'ready'; pdfDocument: PDFDocumentProxy; pdfjs: Pdfjs } | { status: 'failed'; failure: Failure };

function failureOf(error: unknown): Failure {
  const status = httpStatusOf(error);
  if (status === 401) return 'signIn';
  if (status === 403) return 'locked';
  return 'other';
}

/** Whether keys typed here belong to the field, not the reader. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function PdfViewer({ url, name }: { url: string; name: string }) {
  const { t, language } = useCoursesTranslation();
  const id = useId();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DocumentState>({ status: 'loading' });
  const [position, setPosition] = useState<ViewerPosition>({ page: 1, zoom: 'fit' });
  const [shownScale, setShownScale] = useState(1);
  const [renderFailed, setRenderFailed] = useState(false);
  const [availableWidth, setAvailableWidth] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const textLayerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  // The document: loaded again on retry, destroyed (with its worker messages) when the reader closes.
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    setState({ status: 'loading' });
    setRenderFailed(false);
    loadPdfjs()
      .then((pdfjs) => {
        if (cancelled) return null;
        const task = pdfjs.getDocument({ url: new URL(url, window.location.href).href, withCredentials: true, isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise.then((pdfDocument) => ({ pdfDocument, pdfjs }));
      })
      .then(
        (loaded) => {
          if (cancelled || !loaded) return;
          setPosition((current) => ({ ...current, page: Math.min(current.page, loaded.pdfDocument.numPages) }));
          setState({ status: 'ready', ...loaded });
        },
        (error: unknown) => {
          if (!cancelled) setState({ status: 'failed', failure: failureOf(error) });
        },
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url, attempt]);

  // The width a fitted page fills, followed as the window changes.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => setAvailableWidth(Math.max(0, stage.clientWidth - STAGE_GUTTER_PX));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [state.status]);

  // The shown page, drawn sharp on high-density screens; a newer page or zoom cancels the drawing under way.
  const pdfDocument = state.status === 'ready' ? state.pdfDocument : null;
  const pdfjs = state.status === 'ready' ? state.pdfjs : null;
  useEffect(() => {
    const canvas = canvasRef.current;
    const pageBox = pageRef.current;
    const textBox = textLayerRef.current;
    if (!pdfDocument || !pdfjs || !canvas || !pageBox || !textBox) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    pdfDocument
      .getPage(position.page)
      .then((page) => {
        if (cancelled) return;
        const scale = effectiveScale(position.zoom, page.getViewport({ scale: 1 }).width, availableWidth);
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        pageBox.style.setProperty('--total-scale-factor', String(scale));
        textBox.replaceChildren();
        task = page.render({ canvas, viewport });
        textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textBox, viewport: page.getViewport({ scale }) });
        return Promise.all([task.promise, textLayer.render()]).then(() => {
          if (cancelled) return;
          setShownScale(scale);
          setRenderFailed(false);
        });
      })
      .catch(() => {
        if (!cancelled) setRenderFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [pdfDocument, pdfjs, position.page, position.zoom, availableWidth]);

  const pageCount = pdfDocument?.numPages ?? 0;
  const act = useCallback((action: ViewerAction) => setPosition((current) => applyViewerAction(current, action, pageCount, shownScale)), [pageCount, shownScale]);

  useEffect(() => {
    if (!pdfDocument) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const action = viewerActionForKey(event.key);
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pdfDocument, act]);

  if (state.status === 'failed') return <ReaderFailure failure={state.failure} onRetry={() => setAttempt((n) => n + 1)} />;

  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(shownScale * 100);

  return (
    <div className="pdf-reader">
      {pdfDocument ? (
        <div className="pdf-toolbar" role="toolbar" aria-label={t('pdf.toolbar')} aria-describedby={`${id}-keys`}>
          <button type="button" className="button button--secondary" onClick={() => act('previous')} disabled={position.page <= 1}>
            <span aria-hidden="true">‹ </span>
            {t('pdf.previous')}
          </button>
          <p className="pdf-toolbar__page" role="status" aria-live="polite" data-testid="pdf-page">
            {t('pdf.pageOf', { page: number.format(position.page), count: number.format(pageCount) })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => act('next')} disabled={position.page >= pageCount}>
            {t('pdf.next')}
            <span aria-hidden="true"> ›</span>
          </button>
          <span className="pdf-toolbar__zoom">
            <button type="button" className="button button--secondary" onClick={() => act('zoomOut')} disabled={shownScale <= MIN_ZOOM}>
              <span aria-hidden="true">− </span>
              {t('pdf.zoomOut')}
            </button>
            <span className="pdf-toolbar__level">{t('pdf.zoomLevel', { percent })}</span>
            <button type="button" className="button button--secondary" onClick={() => act('zoomIn')} disabled={shownScale >= MAX_ZOOM}>
              <span aria-hidden="true">+ </span>
              {t('pdf.zoomIn')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => act('fitWidth')} aria-pressed={position.zoom === 'fit'}>
              {t('pdf.fitWidth')}
            </button>
          </span>
        </div>
      ) : null}
      <p id={`${id}-keys`} className="pdf-keys">
        {t('pdf.keys')}
      </p>
      {renderFailed ? (
        <div className="notice notice--error" role="alert">
          <p>{t('pdf.failed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('pdf.retry')}
          </button>
        </div>
      ) : null}
      <div className="pdf-stage" ref={stageRef}>
        {pdfDocument ? (
          <div ref={pageRef} className="pdf-page">
            <canvas ref={canvasRef} className="pdf-canvas" role="img" aria-label={t('pdf.canvasLabel', { page: number.format(position.page), name })} />
            <div ref={textLayerRef} className="textLayer" />
          </div>
        ) : (
          <Loading label={t('pdf.loading')} />
        )}
      </div>
    </div>
  );
}

function ReaderFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t } = useCoursesTranslation();
  const location = useLocation();
  let action: ReactNode;
  if (failure === 'signIn') action = <Link to={loginPathBackTo(`${location.pathname}${location.search}`)}>{t('detail.signIn')}</Link>;
  else if (failure === 'locked')
    action = (
      <Link className="button" to={LINKED_PAGE.upgrade}>
        {t('detail.upgrade')}
      </Link>
    );
  else
    action = (
      <button type="button" className="button" onClick={onRetry}>
        {t('pdf.retry')}
      </button>
    );
  const text = failure === 'signIn' ? t('pdf.signInText') : failure === 'locked' ? t('pdf.lockedText') : t('pdf.failed');
  return (
    <div className="notice notice--error" role="alert">
      <p>{text}</p>
      {action}
    </div>
  );
}
