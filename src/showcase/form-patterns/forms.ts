/** The forms' schemas, their endpoints' own; only the lazily loaded resolvers import this file. */
export { accountBody as layoutForm, registrationBody as registrationForm, teamBody as teamForm, wizardBody as wizardForm } from './contract';
