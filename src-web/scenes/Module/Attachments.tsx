import type { Attachment } from '../../../src-domain/inspection/index.ts';

/** Images inline, other files as downloads named without their number prefix (inspection-run §2). */
export function Attachments({ files }: { files: readonly Attachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id} className="text-sm">
          {/\.(jpe?g|png|webp|gif|heic)$/i.test(file.originalName) ? (
            <img
              src={`/files/${file.path}`}
              alt={file.originalName}
              className="h-20 w-20 rounded object-cover"
            />
          ) : (
            <a href={`/files/${file.path}`} className="text-sky-800 underline">
              {file.originalName.replace(/^\d+[-_ ]?/, '')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
