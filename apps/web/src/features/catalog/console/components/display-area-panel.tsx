import { isClockwiseConvex, type Corner } from '@screenspot/contracts/mockup';
import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { useDisplayArea, useSaveDisplayArea } from '../api/display-area';
import { screenImageUrl } from '../api/get-screens';
import styles from './display-area.module.css';
import { ErrorText } from '../../../../components/ui/error-text';
import { BodyPanel } from '../../../../components/console/body-panel';

const cornerNames = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
/** A corner's place as typed: per cent of the photo, to two decimals. */
const typedOf = (corners: Corner[]) =>
  corners.flatMap((corner) => [corner.x, corner.y].map((v) => String(Math.round(v * 10000) / 100)));
const noneTyped = () => Array.from({ length: 8 }, () => '');

/** The corners typed so far, in order, up to the first one not fully and validly given. */
function cornersOf(typed: string[]): Corner[] {
  const corners: Corner[] = [];
  for (let index = 0; index < 4; index += 1) {
    const [x, y] = [typed[2 * index]!, typed[2 * index + 1]!].map((text) =>
      text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')),
    );
    const inside = (value: number | undefined) =>
      value !== undefined && Number.isFinite(value) && value >= 0 && value <= 100;
    if (!inside(x) || !inside(y)) break;
    corners.push({ x: x! / 100, y: y! / 100 });
  }
  return corners;
}

/**
 * The display area on the screen's photo (decision 0052): the operator clicks its four corners,
 * clockwise from the top left, and every order's mock-up on this screen is rendered again with
 * the new area. The photo is shown whole (never cropped), so a click's place on it is its place on
 * the photo.
 */
export function DisplayAreaPanel({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation('admin');
  const area = useDisplayArea(screen.id);
  const save = useSaveDisplayArea(screen.id);
  const [draft, setDraft] = useState<Corner[]>([]);
  const [marking, setMarking] = useState(false);
  // The keyboard's way (decision 0052): each corner typed as per cent of the photo.
  const [typed, setTyped] = useState<string[]>(noneTyped);
  const image = screenImageUrl(screen);
  useEffect(() => {
    if (area.data?.corners && area.data.current) {
      setDraft(area.data.corners);
      setTyped(typedOf(area.data.corners));
    }
  }, [area.data]);

  if (!image) {
    return (
      <BodyPanel id="screen-display-area" title={t('displayArea.title')}>
        <p className={styles.hint}>{t('displayArea.needsPhoto')}</p>
      </BodyPanel>
    );
  }

  const start = () => {
    save.reset();
    setDraft([]);
    setTyped(noneTyped());
    setMarking(true);
  };
  const type = (index: number, text: string) => {
    save.reset();
    setMarking(false);
    const next = typed.map((value, i) => (i === index ? text : value));
    setTyped(next);
    setDraft(cornersOf(next));
  };
  const mark = (event: MouseEvent<HTMLDivElement>) => {
    if (!marking || draft.length >= 4) return;
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    const corner = {
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    };
    const next = [...draft, corner];
    setDraft(next);
    if (next.length === 4) {
      setMarking(false);
      setTyped(typedOf(next));
    }
  };
  const complete = draft.length === 4;
  const shapeOk = complete && isClockwiseConvex(draft);
  const fieldError = save.error instanceof ApiRequestError ? save.error.errors.corners : undefined;
  const stale = area.data?.corners && !area.data.current;

  return (
    <BodyPanel id="screen-display-area" title={t('displayArea.title')}>
      <p className={styles.hint}>{t('displayArea.lead')}</p>
      {stale ? <p className={styles.warning}>{t('displayArea.stale')}</p> : null}
      <div
        className={styles.stage}
        data-marking={marking || undefined}
        onClick={mark}
        data-testid="display-area-photo"
      >
        <img
          className={styles.photo}
          src={image}
          alt={t('displayArea.photoAlt', { name: screen.billboardName })}
          draggable={false}
        />
        <svg
          className={styles.overlay}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {draft.length > 1 ? (
            <polygon
              className={complete ? styles.area : styles.path}
              points={draft.map((c) => `${c.x * 100},${c.y * 100}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        {draft.map((corner, index) => (
          <span
            key={index}
            className={styles.dot}
            style={{ left: percent(corner.x), top: percent(corner.y) }}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        ))}
      </div>
      <p className={styles.prompt} role="status" aria-live="polite">
        {marking
          ? t('displayArea.clickCorner', {
              number: draft.length + 1,
              corner: t(`displayArea.corners.${cornerNames[draft.length]!}`),
            })
          : complete && !shapeOk
            ? t('displayArea.badShape')
            : save.isSuccess
              ? t('displayArea.saved')
              : complete
                ? t('displayArea.marked')
                : t('displayArea.notMarked')}
      </p>
      {complete ? (
        <ol className={styles.cornerList} aria-label={t('displayArea.cornersLabel')}>
          {draft.map((corner, index) => (
            <li key={index}>
              {t(`displayArea.corners.${cornerNames[index]!}`)}:{' '}
              <bdi className="ltr">
                {percent(corner.x)}, {percent(corner.y)}
              </bdi>
            </li>
          ))}
        </ol>
      ) : null}
      <fieldset className={styles.typed}>
        <legend className={styles.legend}>{t('displayArea.typedLegend')}</legend>
        <p className={styles.hint}>{t('displayArea.typedHint')}</p>
        <div className={styles.typedGrid}>
          {cornerNames.map((name, corner) => (
            <div key={name} className={styles.typedCorner}>
              {(['across', 'down'] as const).map((axis, offset) => {
                const index = 2 * corner + offset;
                return (
                  <label key={axis} className={styles.typedField}>
                    <span>
                      {t(`displayArea.${axis}`, {
                        corner: t(`displayArea.corners.${name}`),
                      })}
                    </span>
                    <input
                      className="input"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={100}
                      step="any"
                      name={`corner-${name}-${axis}`}
                      dir="ltr"
                      value={typed[index]}
                      onChange={(event) => type(index, event.target.value)}
                    />
                  </label>
                );
              })}
            </div>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={start}
          disabled={save.isPending}
        >
          {draft.length > 0 || area.data?.corners
            ? t('displayArea.markAgain')
            : t('displayArea.mark')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!shapeOk || save.isPending || marking}
          onClick={() => save.mutate(draft)}
        >
          {save.isPending ? t('displayArea.saving') : t('displayArea.save')}
        </button>
      </div>
      <ErrorText error={save.error && (fieldError ?? save.error)} className="field-error" />
    </BodyPanel>
  );
}
