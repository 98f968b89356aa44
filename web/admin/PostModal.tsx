import { useState } from 'react';
import type { BlogPost } from '../../shared/api/schemas';
import { Dialog } from '../components/Dialog';
import { PostContent } from '../blog/PostContent';

export interface PostDraft {
  blogItemId?: number;
  title: string;
  content: string;
  visible: boolean;
  commentDisabledAfter: string;
}

export function draftOf(post: BlogPost | null): PostDraft {
  if (!post) return { title: '', content: '', visible: true, commentDisabledAfter: '' };
  return {
    blogItemId: post.blogItemId,
    title: post.title,
    content: post.content,
    visible: post.visible,
    commentDisabledAfter: post.commentDisabledAfter ?? '',
  };
}

/** New or edit post (spec/site.md §2): title, Visible, HTML content with a live preview. */
export function PostModal({
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  initial: PostDraft;
  saving: boolean;
  error: string | null;
  onSave: (draft: PostDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [validate, setValidate] = useState(false);
  const editing = initial.blogItemId !== undefined;
  const invalid = (value: string) => validate && value.trim() === '';
  return (
    <Dialog
      title={editing ? 'Edit blog post' : 'New blog post'}
      onClose={onCancel}
      wide
      footer={
        <>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            disabled={saving}
            onClick={() => {
              setValidate(true);
              onSave(draft);
            }}
          >
            Save changes
          </button>
        </>
      }
    >
      <div className="form-grid">
        <label>
          Title
          <input
            placeholder="Title"
            value={draft.title}
            aria-invalid={invalid(draft.title)}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.visible}
            onChange={(event) => setDraft({ ...draft, visible: event.target.checked })}
          />
          Visible
        </label>
        <label>
          Content
          <textarea
            placeholder="Enter html for new post"
            rows={10}
            value={draft.content}
            aria-invalid={invalid(draft.content)}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
        </label>
        {editing && (
          <label>
            No comments after
            <input
              placeholder="YYYY-MM-DD"
              value={draft.commentDisabledAfter}
              onChange={(event) => setDraft({ ...draft, commentDisabledAfter: event.target.value })}
            />
          </label>
        )}
        <section aria-label="Preview" className="post-preview">
          <h3>Preview</h3>
          {/* Under the Preview heading (h3) the content starts at h4. */}
          <PostContent html={draft.content} topLevel={4} />
        </section>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
