export * from './page-list';
export * from './compose-catalog';
export * from './site-rules';
export * from './home-page';
export * from './snapshot-marks';
