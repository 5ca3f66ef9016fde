export { freePort } from '@lintas/testing';
