export function TemplateMessage({ title }: { title: string }) {
  return (
    <div className="screen-center" role="status">
      <h1>{title}</h1>
    </div>
  );
}
