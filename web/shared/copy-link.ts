import { site } from '../definitions.js';
import { toast } from '../notifications/toast.js';

/** copies a link and says so; when the clipboard refuses, the toast shows the link to copy by hand */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: site.share.copied, description: url });
  } catch {
    toast({ title: site.share.copyFailed, description: url });
  }
}
