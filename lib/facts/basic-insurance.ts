import { costSharingFacts } from "./sections/cost-sharing";
import { coverageFacts } from "./sections/coverage";
import { modelFacts } from "./sections/models";
import { obligationFacts } from "./sections/obligation";
import { switchingFacts } from "./sections/switching";
import type { Fact } from "./types";

/**
 * The reviewed statements about Swiss basic insurance (OKP), each with its legal source.
 * Pages, the advisor and the API quote these sentences; none writes its own (docs/facts.md).
 *
 * Reviewed 24 November 2026 against the article texts of KVG (SR 832.10), KVV (SR 832.102),
 * KLV (SR 832.112.31), KVAG (SR 832.12), UVG (SR 832.20) and UVV (SR 832.202) as published on
 * fedlex and mirrored by lawbrary.ch / droit-bilingue.ch / koordination.ch, and against the
 * BAG's pages on suspending accident cover and premium regions. The duty to accept everyone
 * without reservations or waiting periods is read from the free choice of insurer (Art. 4 KVG),
 * as the EDI states it; the emergency exception of the models is the insurers' model rules
 * under Art. 41 Abs. 4 KVG, not a sentence of the law. Left out as not verified for
 * 2026: glasses for children (MiGeL), the non-profit rule, the cantons' minimum subsidy shares.
 * Added 25 November 2026: each-person-insured-individually (Art. 3 Abs. 1, Art. 4 Abs. 1 and
 * Art. 7 Abs. 1 KVG: every insured person, a child too, is insured, chooses and switches on their own).
 * Added 28 November 2026: supplementary-insurance-stays (Art. 7 Abs. 8 KVG), other-cover-does-not-replace
 * (Art. 3 Abs. 1 und 2 KVG, Art. 2 KVV), free-choice-of-doctor-standard (Art. 41 Abs. 1 KVG). The last two were
 * checked on 29 November 2026 against the article texts mirrored by lawbrary.ch (KVV v2024.10 Art. 2, KVG v2025.01
 * Art. 41) and koordination.ch (Art. 3 KVG): KVV Art. 2 Abs. 1 exempts some people without a request, so the
 * statement now says a request is needed for an exemption because of equivalent foreign cover, not for every
 * exemption; Art. 41 Abs. 1 is about outpatient treatment by providers suited to it, which the statement now says.
 * Supplementary-insurance-stays still awaits the check of its wording against Art. 7 Abs. 8.
 */
export const basicInsuranceFacts: readonly Fact[] = [
  ...obligationFacts,
  ...costSharingFacts,
  ...coverageFacts,
  ...modelFacts,
  ...switchingFacts,
];
