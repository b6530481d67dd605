// The moderation workbench's rules other areas use (decision 0058): the administrator's rejection reasons per kind.
export { reasonsOf, reasonText } from './reasons';
