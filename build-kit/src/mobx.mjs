/**
 * MobX as every app shares it (one singleton, under the name the code imports: 'mobx'), cut to the
 * parts the apps and mobx-react-lite use. A shared module cannot be tree-shaken (webpack cannot know
 * what another app will take from it), so sharing the package shipped all of MobX before the first
 * screen; re-exporting a fixed list lets webpack drop the rest. From MobX's ES build by file, since the
 * name 'mobx' is this file. A name missing here is caught by bench/trimmed-singletons.test.ts.
 */
export {
  // the apps
  action,
  autorun,
  makeAutoObservable,
  observable,
  reaction,
  runInAction,
  when,
  // mobx-react-lite
  _getGlobalState,
  getDependencyTree,
  Reaction,
} from 'mobx/dist/mobx.mjs';
