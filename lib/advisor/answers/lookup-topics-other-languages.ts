/**
 * The same questions about basic insurance as lookup-topics.ts, asked in French, Italian and English
 * (folded text: no accents, apostrophes as spaces). By topic id: a topic counts when its German words or
 * these are in the question.
 */
export const OTHER_LANGUAGE_ASKS: Readonly<Record<string, RegExp>> = {
  "late-cancellation": /\b(?:si (?:ma |la )?lettre arrive|trop tard|en retard|se la lettera arriva|troppo tardi|in ritardo|(?:letter|cancellation) arrives?|arrives? (?:on )?(?:the )?\d+(?:st|nd|rd|th)? (?:of )?december|too late)\b/,
  deadline: /\b(?:jusqu a quand|delai\w*|(?:resilier|changer)\b.*\b(?:encore possible|encore le temps|quand)|encore possible|entro quando|fino a quando|termine|(?:disdire|disdetta|cambiare)\b.*\b(?:quando|ancora)|posso ancora (?:cambiare|disdire)|deadline|until when|by when|(?:still|can i) (?:switch|change|cancel)\b.*\b(?:for|by|until|2027|next year))\b/,
  "how-to-cancel": /\b(?:(?:lettre|courrier) (?:\w+ ){0,2}recommande\w*|en recommande|par recommande|raccomandat\w*|registered (?:letter|mail|post)|by registered|comment (?:je |on )?(?:resilie\w*|faire pour resilier|changer)|lettre de resiliation|come (?:faccio|si fa|posso fare) (?:la |a )?disdett\w*|come disdic\w*|lettera di disdetta|how (?:do|can) (?:i|we) (?:cancel|switch|change insurer)|how to (?:cancel|switch))\b/,
  dental: /\b(?:dentist\w*|dentaire\w*|dents|denti|dentista|dental|teeth|tooth)\b/,
  "accident-question": /^(?=.*\b(?:accident\w*|infortuni\w*)\b)(?=.*\b(?:faut|dois|doit|besoin|prendre|inclure|devo|serve|bisogno|includere|need|should|include|have to|must)\b)/,
  accident: /\b(?:\d+ (?:heures|ore|hours) (?:par|alla|a|per) (?:semaine|settimana|week)|\d+ (?:jours|giorni|days) (?:par|alla|a|per) (?:semaine|settimana|week))\b|^(?=.*\b(?:accident\w*|infortuni\w*)\b)(?=.*\b(?:employeur|datore|employer|travaille\w*|lavoro|work\w*)\b)(?=.*\?)/,
  subsidy: /\b(?:reduction (?:de |des )?primes?|subsides?|riduzion\w* (?:dei |di )?premi|sussidi\w*|subsid\w*|premium (?:reduction|relief)|help (?:with|paying) (?:the |my )?premium\w*)\b/,
  acceptance: /\b(?:(?:doit|obligee?) (?:de )?m accepter|peut me refuser|me refuser|rifiut\w*|deve accettar\w*|accettarmi|refuse\w*|reject\w*|(?:have|has) to accept|must accept|turn (?:me|us) down)\b/,
  renewal: /\b(?:si je ne fais rien|(?:mon )?contrat (?:continue|se renouvelle)|reconduit\w*|tacitement|se non faccio (?:niente|nulla)|si rinnova|rinnov\w*|if i do nothing|renew\w*|automatically)\b/,
  "mid-year": /\b(?:en cours d annee|durante l anno|a meta anno|fine giugno|(?:in|during) the year|mid ?year|end of june)\b/,
  models: /\b(?:quelle difference|difference entre|c est quoi (?:exactement |vraiment |donc )?(?:le |la |un |une )?(?:telmed|hmo|modele|medecin de famille)|qu est ce que (?:c est )?(?:exactement )?(?:le |la |un |une )?(?:telmed|hmo|modele)|differenza (?:tra|fra)|(?:che )?cos e (?:esattamente |di preciso |proprio )?(?:il |la |l |un |una )?(?:telmed|hmo|modello|medico di famiglia)|difference between|what (?:is|s) (?:a |an |the )?(?:telmed|hmo|family doctor model|gp model))\b/,
  "cost-sharing": /\b(?:quote ?part|c est quoi (?:la |une )?franchise|qu est ce que (?:la |une )?franchise|aliquota|cos e (?:la )?franchigia|co ?payment|copay\w*|what (?:is|s) (?:a |the )?deductible|what does (?:the )?deductible mean)\b/,
  newborn: /^(?=.*\b(?:bebe|nouveau ne|naissance|neonat\w*|nascita|newborn|baby|aspettiamo un bambin\w*|attendons un (?:bebe|enfant)|expecting|due in|is due)\b)(?=.*\b(?:assur\w*|inscri\w*|combien de temps|delai|assicur\w*|iscriv\w*|quanto tempo|entro|quando|insur\w*|register|sign (?:\w+ )?up|how long|before (?:she|he|it|the baby) s born|avant (?:la |sa )?naissance|prima della nascita)\b)/,
  arrival: /^(?=.*\b(?:arriv\w*|moved to switzerland|move to switzerland|new to switzerland|emmenage en suisse|trasferit\w* in svizzera)\b)(?=.*\b(?:assur\w*|inscri\w*|assicur\w*|insur\w*|register|sign up|how long)\b)/,
  obligation: /\b(?:obbligatori\w*|mandatory|compulsory|required by law|do i (?:have|need) to (?:get|have|take) (?:basic |health )?insurance)\b/,
  coverage: /\b(?:rembourse\w*|(?:qu est ce que|que) (?:l assurance de base|la lamal) (?:couvre|paie|prend en charge)|cosa (?:paga|copre)|rimbors\w*|what does (?:basic insurance|it|the basic insurance) cover)\b/,
  "max-cost-sharing": /^(?=.*\b(?:au maximum|maximum|al massimo|massimo|at most|worst case)\b)(?=.*\b(?:pay\w*|pai\w*|pag\w*)\b)/,
};
