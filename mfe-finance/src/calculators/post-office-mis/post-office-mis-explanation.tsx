/*
 * The Post Office Monthly Income Scheme Calculator's "How it is calculated" section: post-office-mis-explanation.md
 * with its worked example and its "Solve for" example computed by the calculator's own code; the page loads it in its
 * own chunk, after the calculator.
 */
import content from './post-office-mis-explanation.md';
import { explanation } from '../../explanations/explanation';
import { postOfficeMisExample, POST_OFFICE_MIS_EXAMPLE_INPUTS } from './post-office-mis-example';
import { postOfficeMisSolvingExample } from './post-office-mis-solving-example';
import { POMIS_RULES } from './post-office-mis-rules';

export default explanation(content, {
  example: (f) => postOfficeMisExample(POST_OFFICE_MIS_EXAMPLE_INPUTS, f),
  solving: postOfficeMisSolvingExample,
  // The scheme's own currency; the words name the rules' own fields.
  currency: POMIS_RULES.currency,
  values: (f) => ({
    ...POMIS_RULES,
    minDepositText: f.money(POMIS_RULES.minDeposit),
    maxSingleText: f.money(POMIS_RULES.maxSingle),
    maxJointText: f.money(POMIS_RULES.maxJoint),
  }),
});
