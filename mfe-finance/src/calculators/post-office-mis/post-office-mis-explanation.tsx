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
