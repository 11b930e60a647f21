/**
 * The outage message of the top notification banner (document 1 section 4: outage type, amber):
 * an active outage whose area covers the account's premise, with its town and its estimated
 * restoration time on the territory's clock, in the request's language.
 */
import { areaContains } from '../../src/domain/outageGeometry.ts';
import type { OutageFeature } from '../../src/domain/outage.ts';
import type { ServerContext } from '../context.ts';
import { accountPremisePoint } from './premisePoint.ts';
import { outageSnapshotOf } from './snapshot.ts';

type BannerLanguage = 'EN_US' | 'EN_UK' | 'ES' | 'FR';

const words: Record<BannerLanguage, { locale: string; title: string; etr: (where: string, time: string) => string; noEtr: (where: string) => string }> = {
  EN_US: { locale: 'en-US', title: 'Power outage at your address', etr: (w, t) => `${w}: restoration expected by ${t}.`, noEtr: (w) => `${w}: crews are assessing the outage.` },
  EN_UK: { locale: 'en-GB', title: 'Power cut at your address', etr: (w, t) => `${w}: power expected back by ${t}.`, noEtr: (w) => `${w}: crews are assessing the power cut.` },
  ES: { locale: 'es', title: 'Corte de luz en su dirección', etr: (w, t) => `${w}: se prevé restablecer el servicio a las ${t}.`, noEtr: (w) => `${w}: las cuadrillas están evaluando el corte.` },
  FR: { locale: 'fr', title: 'Panne de courant à votre adresse', etr: (w, t) => `${w} : rétablissement prévu vers ${t}.`, noEtr: (w) => `${w} : les équipes évaluent la panne.` },
};

const isBannerLanguage = (code: string): code is BannerLanguage => code in words;

/** The active outage covering a point, the largest first. */
export function outageAtPoint(features: readonly OutageFeature[], point: { latitude: number; longitude: number }): OutageFeature | null {
  const covering = features.filter((f) => f.properties.status === 'active' && areaContains(f.geometry, [point.longitude, point.latitude]));
  return covering.sort((a, b) => b.properties.affectedCustomers - a.properties.affectedCustomers)[0] ?? null;
}

export async function outageBannerOf(
  ctx: ServerContext,
  account: { premiseId: string; town: string; address1: string; address2: string | null },
  language: string,
): Promise<{ title: string; detail: string } | null> {
  const point = await accountPremisePoint(ctx.db, account);
  if (!point) return null;
  const { list } = await outageSnapshotOf(ctx).get();
  const outage = outageAtPoint(list.features, point);
  if (!outage) return null;
  const code = language === 'SP' ? 'ES' : language;
  const say = words[isBannerLanguage(code) ? code : 'EN_US'];
  // The town, not the area: the utility names its areas in one language only; the outage page has them.
  const where = outage.properties.town;
  const etr = outage.properties.estimatedRestorationAt;
  const time = etr
    ? new Intl.DateTimeFormat(say.locale, { timeZone: 'Africa/Gaborone', weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(etr))
    : null;
  return { title: say.title, detail: time ? say.etr(where, time) : say.noEtr(where) };
}
