/*
 * The Post Office Monthly Income Scheme Calculator page as the finance remote exposes it: its definition made a page by
 * the calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { postOfficeMisDefinition } from './post-office-mis-definition';

export default calculatorPage(
  postOfficeMisDefinition,
  () => import(/* webpackChunkName: "post-office-mis-explanation" */ './post-office-mis-explanation'),
);
