import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource/im-fell-english/400.css'
import '@fontsource/eb-garamond/400.css'
import './ui/global.css'
import { App } from './App'
import { UpdateNote } from './ui/pwa/UpdateNote'

const root = document.getElementById('root')
if (!root) throw new Error('app: #root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
    <UpdateNote />
  </StrictMode>,
)
