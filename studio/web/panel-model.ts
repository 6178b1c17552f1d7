import type { Model } from '../../engine/evaluation/model.js';
import type { LoadResult } from '../../engine/load.js';
import type { Department } from '../../engine/schema/index.js';
import type { PanelProps, Place } from './panel-props.js';

/** the model of the panel's department in the loaded folder (the same definition object, or the same id) */
export function modelOf(loaded: LoadResult | undefined, dept: Department | undefined): Model | undefined {
  if (!loaded || !dept) return undefined;
  return loaded.models.find((m) => m.definition === dept) ?? loaded.models.find((m) => m.definition.id === dept.id);
}

/** the loaded file of the panel's department, to turn a YAML path into a line and column */
const loadedFileOf = (props: Pick<PanelProps, 'loaded' | 'department'>) =>
  props.loaded?.files.find((f) => f.data === props.department) ??
  props.loaded?.files.find((f) => f.data?.kind === 'department' && props.department && f.data.id === props.department.id);

/** a place in the panel's file: its line and column when the folder is loaded, else the path for the editor to find */
export function placeOf(props: Pick<PanelProps, 'loaded' | 'department' | 'file'>, path: (string | number)[]): Place {
  const file = loadedFileOf(props);
  return file ? { file: props.file, ...file.at(path) } : { file: props.file, path };
}

/** a file name as the loader knows it (definitions/hr.yaml) turned into the folder's own (hr.yaml) */
export function folderName(props: Pick<PanelProps, 'loaded' | 'department' | 'file'>, loadedPath: string): string {
  const own = loadedFileOf(props)?.source.path;
  const prefix = own?.endsWith(props.file) ? own.slice(0, own.length - props.file.length) : '';
  return prefix && loadedPath.startsWith(prefix) ? loadedPath.slice(prefix.length) : loadedPath;
}
