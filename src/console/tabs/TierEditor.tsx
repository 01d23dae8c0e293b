import { useState, type FormEvent } from 'react';
import { REVIEW_PERIODS, TIER_BADGES, type LadderBody } from '../../../contract/loyalty/tiers';
import { BENEFIT_RANGES } from '../../../contract/loyalty/tiersRules';
import { useT } from '../../i18n/useT';
import { saveLadder } from '../calls';
import { Button, Field, LocalizedFields, Outcome, styles, when } from '../ui';
import { useAction } from '../useLoad';
import { addTier, editTier, RANGED, removeTier, toBody, toDraft, type TierDraft } from './tierDraft';

/**
 * The ladder's editor, started from the ladder saved for the next review (or
 * the one in force). The server checks everything (ladderProblem) and its
 * refusal's key is shown translated; a save says from when it counts.
 */
export function TierEditor({ base, saved }: { base: LadderBody; saved: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState(() => toDraft(base));
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const answer = await saveLadder(toBody(draft));
      saved();
      const from = answer.next?.effectiveFrom ?? answer.current.effectiveFrom;
      return t('console.tiers.saved', [when(new Date(from).toISOString())]);
    });
  };
  const edit = (index: number) => (change: (tier: TierDraft) => TierDraft) => setDraft((d) => editTier(d, index, change));
  return (
    <form onSubmit={submit} className={styles.panel} data-testid="console-tiers-editor">
      <h2>{t('console.tiers.editor')}</h2>
      <p className={styles.hint}>{t('console.tiers.editorHint')}</p>
      <label className={styles.label}>
        {t('console.tiers.period')}
        <select
          className={styles.select}
          value={draft.period}
          data-testid="console-tiers-period"
          onChange={(e) => {
            const period = REVIEW_PERIODS.find((p) => p === e.target.value);
            if (period) setDraft((d) => ({ ...d, period }));
          }}
        >
          {REVIEW_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`console.tiers.periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.tiers.map((tier, i) => (
        <TierFields
          key={i}
          index={i}
          tier={tier}
          edit={edit(i)}
          remove={draft.tiers.length > 1 ? () => setDraft((d) => removeTier(d, i)) : null}
        />
      ))}
      <div className={styles.row}>
        <Button onClick={() => setDraft(addTier)} variant="ghost" testId="console-tiers-add">
          {t('console.tiers.addTier')}
        </Button>
        <Button onClick={() => setDraft(toDraft(base))} variant="ghost" testId="console-tiers-reset">
          {t('console.tiers.reset')}
        </Button>
        <Button type="submit" disabled={action.busy} testId="console-tiers-save">
          {t('console.tiers.save')}
        </Button>
      </div>
      <Outcome error={action.error} note={action.note} />
    </form>
  );
}

function TierFields({
  index,
  tier,
  edit,
  remove,
}: {
  index: number;
  tier: TierDraft;
  edit: (change: (tier: TierDraft) => TierDraft) => void;
  remove: (() => void) | null;
}) {
  const t = useT();
  const id = `console-tier-${index}`;
  const legend = t('console.tiers.tier', [index + 1]);
  return (
    <fieldset className={styles.panel} data-testid={id}>
      <legend>{legend}</legend>
      <LocalizedFields
        label={t('console.tiers.name')}
        value={tier.name}
        onChange={(name) => edit((x) => ({ ...x, name }))}
        testId={`${id}-name`}
      />
      <div className={styles.row}>
        <label className={styles.label}>
          {t('console.tiers.colour')}
          <input
            type="color"
            className={styles.input}
            value={tier.colour}
            data-testid={`${id}-colour`}
            onChange={(e) => {
              const colour = e.target.value;
              edit((x) => ({ ...x, colour }));
            }}
          />
        </label>
        <label className={styles.label}>
          {t('console.tiers.badge')}
          <select
            className={styles.select}
            value={tier.badge}
            data-testid={`${id}-badge`}
            onChange={(e) => {
              const badge = TIER_BADGES.find((b) => b === e.target.value);
              if (badge) edit((x) => ({ ...x, badge }));
            }}
          >
            {TIER_BADGES.map((b) => (
              <option key={b} value={b}>
                {t(`console.tiers.badges.${b}`)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.grow}>
          <Field
            label={t('console.tiers.threshold')}
            type="number"
            value={tier.threshold}
            testId={`${id}-threshold`}
            onChange={(threshold) => edit((x) => ({ ...x, threshold }))}
          />
        </div>
      </div>
      <div className={styles.langs}>
        {RANGED.map((benefit) => (
          <Field
            key={benefit}
            type="number"
            value={tier.benefits[benefit]}
            testId={`${id}-${benefit}`}
            label={t(`console.tiers.benefit.${benefit}`, [BENEFIT_RANGES[benefit].min, BENEFIT_RANGES[benefit].max])}
            onChange={(value) => edit((x) => ({ ...x, benefits: { ...x.benefits, [benefit]: value } }))}
          />
        ))}
      </div>
      <LocalizedFields
        label={t('console.tiers.rate')}
        value={tier.benefits.promotionRate}
        testId={`${id}-rate`}
        onChange={(promotionRate) => edit((x) => ({ ...x, benefits: { ...x.benefits, promotionRate } }))}
      />
      {remove && (
        <Button variant="danger" onClick={remove} testId={`${id}-remove`}>
          {t('console.tiers.removeTier', [index + 1])}
        </Button>
      )}
    </fieldset>
  );
}
