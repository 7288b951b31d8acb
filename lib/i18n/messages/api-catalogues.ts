/**
 * The namespaces the API's error answers are written from (lib/http/api-response.ts translates them), in every
 * language. The insurer portal and the admin panel exist in German and French only: Italian and English
 * answer them in German.
 */
import de_admin from "./de/admin.json";
import de_advisor from "./de/advisor.json";
import de_calculator from "./de/calculator.json";
import de_calculatorHousehold from "./de/calculatorHousehold.json";
import de_cancellation from "./de/cancellation.json";
import de_common from "./de/common.json";
import de_household from "./de/household.json";
import de_insurerPortal from "./de/insurerPortal.json";
import de_models from "./de/models.json";
import de_optimizer from "./de/optimizer.json";
import de_quote from "./de/quote.json";
import de_validation from "./de/validation.json";
import fr_admin from "./fr/admin.json";
import fr_advisor from "./fr/advisor.json";
import fr_calculator from "./fr/calculator.json";
import fr_calculatorHousehold from "./fr/calculatorHousehold.json";
import fr_cancellation from "./fr/cancellation.json";
import fr_common from "./fr/common.json";
import fr_household from "./fr/household.json";
import fr_insurerPortal from "./fr/insurerPortal.json";
import fr_models from "./fr/models.json";
import fr_optimizer from "./fr/optimizer.json";
import fr_quote from "./fr/quote.json";
import fr_validation from "./fr/validation.json";
import it_advisor from "./it/advisor.json";
import it_calculator from "./it/calculator.json";
import it_calculatorHousehold from "./it/calculatorHousehold.json";
import it_cancellation from "./it/cancellation.json";
import it_common from "./it/common.json";
import it_household from "./it/household.json";
import it_models from "./it/models.json";
import it_optimizer from "./it/optimizer.json";
import it_quote from "./it/quote.json";
import it_validation from "./it/validation.json";
import en_advisor from "./en/advisor.json";
import en_calculator from "./en/calculator.json";
import en_calculatorHousehold from "./en/calculatorHousehold.json";
import en_cancellation from "./en/cancellation.json";
import en_common from "./en/common.json";
import en_household from "./en/household.json";
import en_models from "./en/models.json";
import en_optimizer from "./en/optimizer.json";
import en_quote from "./en/quote.json";
import en_validation from "./en/validation.json";

type Catalogue = Record<string, unknown>;

export const apiCatalogues: Record<"de" | "fr" | "it" | "en", Catalogue> = {
  de: { admin: de_admin, advisor: de_advisor, calculator: de_calculator, calculatorHousehold: de_calculatorHousehold, cancellation: de_cancellation, common: de_common, household: de_household, insurerPortal: de_insurerPortal, models: de_models, optimizer: de_optimizer, quote: de_quote, validation: de_validation },
  fr: { admin: fr_admin, advisor: fr_advisor, calculator: fr_calculator, calculatorHousehold: fr_calculatorHousehold, cancellation: fr_cancellation, common: fr_common, household: fr_household, insurerPortal: fr_insurerPortal, models: fr_models, optimizer: fr_optimizer, quote: fr_quote, validation: fr_validation },
  it: { advisor: it_advisor, calculator: it_calculator, calculatorHousehold: it_calculatorHousehold, cancellation: it_cancellation, common: it_common, household: it_household, models: it_models, optimizer: it_optimizer, quote: it_quote, validation: it_validation },
  en: { advisor: en_advisor, calculator: en_calculator, calculatorHousehold: en_calculatorHousehold, cancellation: en_cancellation, common: en_common, household: en_household, models: en_models, optimizer: en_optimizer, quote: en_quote, validation: en_validation },
};
