import { calculatorPage } from '@calc/shared';
import { postOfficeMisDefinition } from './post-office-mis-definition';

export default calculatorPage(
  postOfficeMisDefinition,
  () => import(/* webpackChunkName: "post-office-mis-explanation" */ './post-office-mis-explanation'),
);
