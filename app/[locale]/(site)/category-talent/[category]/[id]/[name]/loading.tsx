export { default } from '../../../../talent/[id]/[name]/loading';
