// The sensible bot: one function, the action for whoever's turn it is.
export { chooseAction } from './chooseAction.ts'
