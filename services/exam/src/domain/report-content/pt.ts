import type { LocaleReportContent, SectionText, TypeReportContent } from './report-content.js';

/**
 * Conteúdo do relatório da Mindprint em português do Brasil, traduzido de `en.ts`. Descreve tendências e
 * preferências relatadas em um questionário de autoavaliação, nunca diagnósticos, e não cita números inventados.
 * Pessoas famosas aparecem como "frequentemente descritas como" o tipo, não como avaliações verificadas.
 */

const s = (paragraphs: string[], bullets: string[]): SectionText => ({ paragraphs, bullets });

const INTJ: TypeReportContent = {
  description:
    'O Estrategista combina uma energia reflexiva, voltada para dentro, com o gosto por padrões, lógica e conclusões claras. Pessoas com este perfil costumam construir um modelo próprio de como as coisas funcionam, testá-lo diante das evidências e então se comprometer com um plano de longo prazo. Muitas vezes se sentem mais à vontade quando podem trabalhar de forma independente em um problema que recompensa a profundidade.',
  keywords: ['Estratégico', 'Independente', 'Analítico', 'Visão de longo prazo', 'Determinado', 'Autônomo', 'Padrões elevados'],
  famousPeople: ['Isaac Newton', 'Nikola Tesla', 'Friedrich Nietzsche', 'Sr. Darcy (Orgulho e Preconceito)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Intuição, Pensamento e Julgamento. No dia a dia, isso significa que você tende a recarregar as energias em momentos de concentração a sós, percebe padrões e consequências futuras antes dos detalhes, avalia decisões pela lógica e pela coerência e prefere fechar um plano a manter opções em aberto. Juntas, essas preferências descrevem alguém que gosta de transformar situações complexas em uma estratégia clara.',
        'Leia cada letra como uma preferência, não como uma regra fixa. Um J forte não significa que você não sabe improvisar, e um T forte não significa que lhe faltam sentimentos; significa que, quando pode escolher, você costuma recorrer primeiro à estrutura e à análise. Observe a tabela de dimensões: letras próximas do meio descrevem hábitos entre os quais você pode alternar conforme a situação.',
      ],
      [
        'Quatro letras resumem preferências, não habilidades nem inteligência.',
        'Pontuações perto do ponto de corte são menos certas; leia-as como flexíveis.',
        'Seu tipo diz como você gosta de trabalhar, não o quanto você vai se sair bem.',
        'Estresse, papel e cultura podem alterar a forma como suas respostas aparecem.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes costumam incluir julgamento independente, paciência para pensar um problema a fundo e a capacidade de ver aonde um caminho levará em um ou cinco anos. Você consegue manter uma visão firme enquanto outros perdem o foco e tende a melhorar qualquer sistema que lhe confiem, de um fluxo de trabalho ao orçamento da casa.',
        'Os pontos cegos muitas vezes ficam ao lado dessas forças. A confiança no próprio modelo pode fazer outras visões parecerem ruído, e padrões elevados podem virar impaciência com você mesmo e com os outros. Crescer, muitas vezes, significa tratar sentimentos e relações como dados reais, testar planos com pequenos experimentos e compartilhar ideias ainda inacabadas em vez de esperar que estejam perfeitas.',
      ],
      [
        'Antes de uma decisão, anote uma forma pela qual seu plano pode estar errado.',
        'Peça a uma pessoa por semana um retorno sobre como você é percebido.',
        'Agende o descanso com o mesmo cuidado com que agenda o trabalho.',
        'Compartilhe um rascunho cedo em vez de apresentar só o plano pronto.',
        'Perceba quando a impaciência aparece e dê nome à necessidade por trás dela.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Nas amizades, você provavelmente valoriza profundidade mais do que quantidade: poucas pessoas que você respeita, conversas honestas e interesses em comum importam mais do que uma agenda social cheia. Você demonstra carinho resolvendo problemas, dando conselhos francos e lembrando aquilo pelo que a pessoa está lutando. Nem sempre os outros percebem isso como afeto, a menos que você também diga em voz alta.',
        'Na vida a dois e nos conflitos, sua franqueza é uma vantagem quando vem acompanhada de curiosidade. Pessoas com preferência por Sentimento podem ouvir uma crítica à ideia delas como uma crítica a elas mesmas. Comece pelo que você concorda, pergunte como o outro vê o problema e separe a decisão da relação, para que a discordância não pareça distância.',
      ],
      [
        'Expresse sua gratidão de forma explícita; não presuma que ela é óbvia.',
        'Pergunte se a pessoa quer um conselho ou apenas alguém que escute.',
        'Explique seu raciocínio antes de anunciar sua conclusão.',
        'Combine um momento para retomar um conflito em vez de forçar uma vitória rápida.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a render mais quando pode assumir um problema complexo, definir uma direção e levá-lo até o fim com certa autonomia. Funções em estratégia, pesquisa, engenharia, design de sistemas, análise, direito, finanças ou planejamento de produto costumam combinar com esse padrão, assim como qualquer trabalho em que o pensamento de longo prazo é recompensado e os resultados contam mais do que a política do escritório.',
        'Os ambientes que frustram este tipo geralmente envolvem interrupções constantes, metas vagas ou decisões tomadas por motivos que ninguém explica. Uma armadilha comum é subestimar o lado social do trabalho: boas ideias ainda precisam de aliados, do momento certo e de comunicação clara. Criar o hábito de atualizar os envolvidos desde cedo fará seus planos irem mais longe do que sua análise sozinha levaria.',
      ],
      [
        'Busque funções com metas claras e liberdade no modo de alcançá-las.',
        'Proteja blocos de tempo sem interrupções para o trabalho profundo.',
        'Mapeie quem precisa apoiar um plano antes de apresentá-lo.',
        'Transforme sua visão de longo prazo em marcos que outros possam acompanhar.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais extrovertidos ou orientados pelo Sentimento, pessoas com este perfil costumam contribuir menos pelo entusiasmo visível e mais pela qualidade do pensamento. Em reuniões, podem falar tarde, mas com firmeza, e muitas vezes são elas que apontam a falha de um plano ou o risco que ninguém tinha considerado.',
        'Como líderes, tendem a definir padrões claros e a delegar pelo resultado, não pelo método. Depois de concluída a análise, decidem rápido, o que pode parecer brusco para quem esperava ser mais consultado. Colegas com preferência por Sensação ou Sentimento costumam complementá-las ao perceber detalhes práticos e o impacto humano de uma mudança.',
      ],
      [
        'Colaboração: prefere trabalho concentrado seguido de entregas claras.',
        'Liderança: define direção e padrões; pode comunicar pouco.',
        'Tomada de decisão: lógica e firme depois de pesar as evidências.',
        'Trabalha bem ao lado de colegas atentos a detalhes e a pessoas.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, escolha uma relação no trabalho ou em casa e pratique explicar o porquê antes do quê. Mantenha um registro curto dos momentos em que se sentiu impaciente e do que gostaria que tivesse acontecido. Os padrões desse registro muitas vezes revelam expectativas não ditas que você pode transformar em pedidos claros.',
        'Ao longo de 90 dias, faça um experimento propositalmente imperfeito: lance uma versão pequena de uma ideia, colete opiniões e ajuste. Combine isso com uma revisão semanal em que você pergunte não só se o plano está no rumo, mas também como você e as pessoas envolvidas estão. A estratégia melhora quando inclui as pessoas que a colocam em prática.',
      ],
      [
        'Dias 1 a 30: manter um registro de impaciência e explicar primeiro o porquê.',
        'Dias 31 a 60: lançar um pequeno experimento e colher opiniões.',
        'Dias 61 a 90: fazer uma revisão semanal de plano, energia e pessoas.',
        'Escolha um mentor ou colega para questionar suas premissas.',
      ],
    ),
    additional_test: s(
      [
        'O teste de mapeamento psicológico descreve você pelos traços do Big Five, que medem graus em vez de categorias. Ele pode mostrar, por exemplo, quanto da sua reserva vem da introversão e quanto de uma sociabilidade baixa, ou quão conscienciosa você é na prática. Isso é útil porque tipos classificam pessoas, enquanto traços as medem em um contínuo.',
        'A avaliação de interesses profissionais ajuda a transformar sua inclinação estratégica em direções concretas, comparando seus interesses entre diferentes áreas. O teste de relacionamentos emocionais pode acrescentar uma visão de como você lida com proximidade e independência, um tema em que este tipo costuma pensar menos. O teste de QI por matrizes mede o raciocínio abstrato, uma questão diferente da preferência.',
      ],
      [
        'Mapeamento psicológico: níveis de traços em vez de letras de tipo.',
        'Avaliação de interesses profissionais: áreas que combinam com seus interesses.',
        'Relacionamentos emocionais: proximidade, confiança e independência.',
        'Teste de QI por matrizes: capacidade de raciocínio, separada da preferência.',
      ],
    ),
    further_reading: s(
      [
        'Tipos Psicológicos, de Carl Jung, é a fonte original das ideias por trás dos modelos de tipos e vale a leitura para perceber como suas descrições eram cautelosas. Como contraponto moderno, leia sobre o modelo Big Five e o debate entre tipos e traços, que explica por que pontuações perto do meio merecem uma leitura cuidadosa.',
        'Para suas áreas de crescimento, Rápido e Devagar, de Daniel Kahneman, explora os limites até do raciocínio cuidadoso, e as Meditações de Marco Aurélio oferecem uma reflexão clássica sobre autodisciplina e paciência com os outros. O Poder dos Quietos, de Susan Cain, discute a introversão no trabalho, e o conceito de segurança psicológica ajuda a explicar por que as equipes compartilham ideias mais livremente com alguns líderes.',
      ],
      [
        'Carl Jung, Tipos Psicológicos.',
        'Daniel Kahneman, Rápido e Devagar.',
        'Marco Aurélio, Meditações.',
        'Susan Cain, O Poder dos Quietos.',
        'Temas: traços do Big Five, segurança psicológica, planejamento pré-mortem.',
      ],
    ),
  },
};

const INTP: TypeReportContent = {
  description:
    'O Teórico une um foco tranquilo e interior ao amor pelas ideias e a uma forte necessidade de que as coisas façam sentido lógico. Pessoas com este perfil gostam de questionar premissas, construir explicações e explorar um assunto até que sua estrutura interna fique clara. Em geral preferem manter as opções em aberto a se comprometer cedo demais com uma única resposta.',
  keywords: ['Curioso', 'Lógico', 'Preciso', 'Independente', 'Inventivo', 'Aberto', 'Reflexivo'],
  famousPeople: ['Albert Einstein', 'Charles Darwin', 'Marie Curie', 'René Descartes'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Intuição, Pensamento e Percepção. Você tende a tirar energia do tempo com os próprios pensamentos, percebe conceitos e conexões mais do que detalhes de superfície, julga ideias pela coerência interna e continua explorando em vez de encerrar uma questão depressa. O resultado é uma mente que gosta de entender pelo simples prazer de entender.',
        'Este perfil não diz que você é frio, distraído ou desinteressado pelas pessoas; isso são estereótipos. Ele diz que, quando pode escolher livremente, você tende mais a analisar do que a agir de imediato, e mais a continuar refinando do que a fechar. Veja a tabela de dimensões: uma pontuação de Percepção perto do meio significa que você pode ser bem organizado quando é preciso.',
      ],
      [
        'Preferências descrevem para onde sua atenção vai primeiro.',
        'Elas não medem inteligência nem habilidade.',
        'Letras perto do ponto de corte podem mudar entre uma aplicação e outra.',
        'Use o resultado como uma hipótese a testar com sua experiência.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes muitas vezes incluem pensamento claro e original, conforto com a complexidade e a honestidade de dizer quando um argumento não se sustenta. Você aprende rápido uma área nova quando ela desperta seu interesse e costuma notar incoerências que outros deixam passar. Essas qualidades fazem de você um ótimo interlocutor para qualquer problema difícil.',
        'Os pontos cegos podem incluir abandonar projetos assim que a parte mais interessante está resolvida, adiar decisões à espera de mais informações e não perceber como suas críticas chegam emocionalmente. O crescimento costuma vir de unir a curiosidade a compromissos pequenos e visíveis: terminar uma coisa, compartilhá-la e aceitar que bom o bastante é um ponto de parada legítimo.',
      ],
      [
        'Defina o que significa pronto antes de começar um projeto.',
        'Estabeleça um prazo para decidir e aceite a melhor resposta do momento.',
        'Termine um projeto pequeno por mês e mostre-o a alguém.',
        'Preste atenção a necessidades físicas como sono e movimento durante o foco intenso.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a se conectar com as pessoas por meio das ideias: uma boa conversa que passeia por vários temas pode parecer mais íntima do que qualquer conversa trivial. Os amigos valorizam sua honestidade, sua falta de pose e sua disposição para pensar um problema junto. Talvez você precise de mais solidão do que os outros esperam, e explicar isso ajuda para que não levem para o lado pessoal.',
        'Nas relações próximas, sentimentos podem ser mais difíceis de pôr em palavras do que ideias. A pessoa parceira pode querer uma confirmação que nem passa pela sua cabeça dar, porque, para você, nada mudou. Nos conflitos, resista a transformar a conversa em um debate sobre quem tem razão do ponto de vista lógico; primeiro reconheça o que o outro sente e depois olhem juntos para o problema.',
      ],
      [
        'Avise quando precisar de um tempo sozinho e quando vai voltar.',
        'Faça uma pergunta sobre sentimentos antes de oferecer uma análise.',
        'Mostre interesse pelo assunto de um amigo, mesmo que não seja o seu.',
        'Cumpra pequenas promessas; elas constroem confiança rapidamente.',
      ],
    ),
    career_growth: s(
      [
        'Trabalhos que permitem investigar, modelar e melhorar sistemas complexos costumam combinar com você: pesquisa, software e dados, engenharia, matemática, filosofia, economia, criação de ferramentas ou qualquer função que tenha um enigma difícil no centro. Você geralmente fica mais satisfeito com liberdade para escolher seus métodos e com colegas que valorizam competência mais do que status.',
        'As armadilhas incluem funções dominadas por rotinas administrativas ou procedimentos rígidos e a tendência de continuar lapidando em vez de entregar. Você também pode subvalorizar seu trabalho porque explicá-lo parece menos interessante do que fazê-lo. Pratique resumir seus resultados em linguagem simples para quem não é especialista; muitas vezes é isso que decide se suas ideias serão usadas.',
      ],
      [
        'Busque autonomia nos métodos e um problema que valha a pena resolver.',
        'Combine prazos com outras pessoas para equilibrar seu estilo aberto.',
        'Escreva um resumo de três frases de cada projeto para os envolvidos.',
        'Mantenha um portfólio de trabalhos concluídos para tornar suas habilidades visíveis.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Sensação e Julgamento, pessoas com este perfil tendem a passar mais tempo questionando o problema antes de resolvê-lo. Muitas vezes são elas que perguntam por que um processo existe ou se um modelo melhor seria possível. Isso pode atrasar a equipe no curto prazo e poupá-la de erros caros mais adiante.',
        'Na liderança, costumam liderar pelo conhecimento e não pela autoridade, dando liberdade às pessoas e esperando que pensem por si mesmas. As decisões tendem a ser cuidadosas e logicamente defendidas, embora às vezes atrasadas. As equipes ganham quando a análise de um INTP é combinada com alguém que gosta de execução, prazos e de manter os envolvidos informados.',
      ],
      [
        'Colaboração: mais forte como analista, crítico ou arquiteto.',
        'Liderança: baseada em conhecimento e pouco intervencionista; pode estruturar pouco.',
        'Tomada de decisão: minuciosa, fiel a princípios, às vezes lenta para fechar.',
        'Complementado por colegas organizados e voltados para pessoas.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, escolha uma ideia que você vem remoendo e dê a ela uma forma concreta: um ensaio curto, um protótipo, um modelo em planilha. Marque no calendário uma data para compartilhá-la. O objetivo não é a perfeição, e sim praticar deixar seu pensamento encontrar o mundo, onde o retorno dos outros pode melhorá-lo mais rápido do que o refinamento solitário.',
        'Ao longo de 90 dias, crie um hábito que sustente sua energia, como um horário fixo para encerrar o dia ou uma caminhada semanal sem telas, e um hábito que sustente suas relações, como um contato regular com um amigo. Revise os dois todo mês. Pequenas rotinas dão à sua mente aberta uma base estável, e não uma jaula.',
      ],
      [
        'Dias 1 a 30: transformar uma ideia em algo que possa ser compartilhado.',
        'Dias 31 a 60: colher opiniões e fazer apenas uma revisão.',
        'Dias 61 a 90: manter um hábito de energia e um hábito de relacionamento.',
        'Acompanhe o que foi concluído, não só o que foi começado.',
      ],
    ),
    additional_test: s(
      [
        'O teste de mapeamento psicológico traz suas pontuações nos traços do Big Five, que combinam com uma mente analítica por medirem dimensões contínuas em vez de categorias. Ele pode mostrar, por exemplo, como sua abertura e sua conscienciosidade interagem, o que muitas vezes explica a distância entre os projetos que você começa e os que termina.',
        'O teste de QI por matrizes mede o raciocínio abstrato, algo que muitas pessoas com este perfil acham interessante, embora responda a uma pergunta diferente da personalidade. O teste de desenvolvimento pessoal pode destacar hábitos que valem ser construídos a seguir, e a avaliação de interesses profissionais pode direcionar sua curiosidade para áreas em que ela tem mais chance de ser recompensada.',
      ],
      [
        'Mapeamento psicológico: traços contínuos, não quatro letras.',
        'Teste de QI por matrizes: raciocínio abstrato como medida separada.',
        'Desenvolvimento pessoal: hábitos concretos para trabalhar a seguir.',
        'Avaliação de interesses profissionais: áreas que combinam com sua curiosidade.',
      ],
    ),
    further_reading: s(
      [
        'Os ensaios e as palestras de Richard Feynman mostram uma curiosidade brincalhona e rigorosa que muitos leitores com este perfil reconhecem, e A Estrutura das Revoluções Científicas, de Thomas Kuhn, examina como as ideias mudam. Para terminar o que você começa, os conceitos de timeboxing e de produto mínimo viável oferecem formas práticas de passar do pensamento à entrega.',
        'Para ampliar o lado emocional do seu repertório, Comunicação Não Violenta, de Marshall Rosenberg, oferece uma estrutura simples para falar sobre necessidades. Ler sobre o modelo Big Five e o efeito Barnum também vai afiar seu olhar crítico sobre testes de personalidade, incluindo este, um hábito saudável para qualquer pensador cuidadoso.',
      ],
      [
        'Richard Feynman, Deve Ser Brincadeira, Sr. Feynman!',
        'Thomas Kuhn, A Estrutura das Revoluções Científicas.',
        'Marshall Rosenberg, Comunicação Não Violenta.',
        'Temas: timeboxing, produto mínimo viável, o efeito Barnum.',
      ],
    ),
  },
};

const ENTJ: TypeReportContent = {
  description:
    'O Diretor traz energia voltada para fora, visão do todo e um forte impulso de organizar pessoas e recursos em direção a uma meta. Pessoas com este perfil gostam de enxergar aonde as coisas devem chegar, decidir como chegar lá e mobilizar os outros rapidamente. Costumam gostar de responsabilidade e muitas vezes se animam com desafios que intimidam os outros.',
  keywords: ['Decidido', 'Estratégico', 'Motivado', 'Organizado', 'Confiante', 'Direto', 'Focado em metas'],
  famousPeople: ['Napoleão Bonaparte', 'Margaret Thatcher', 'Franklin D. Roosevelt', 'Júlio César'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Intuição, Pensamento e Julgamento. Você tende a pensar em voz alta e a ganhar energia com ação e discussão, busca possibilidades e direção de longo prazo, decide pela lógica e por critérios objetivos e prefere um plano definido a uma situação em aberto. O quadro geral mostra alguém que leva naturalmente os grupos da conversa à execução.',
        'O resultado não significa que você precisa sempre liderar nem que não se importa com as pessoas. Ele descreve seus movimentos padrão: estruturar, decidir, agir. Se sua pontuação em Pensamento ou Julgamento estiver perto do meio, você pode ser mais flexível e consultivo do que o estereótipo sugere. Leia o perfil como ponto de partida para reflexão, não como veredito.',
      ],
      [
        'Suas letras descrevem preferências padrão, não traços fixos.',
        'Liderança é uma habilidade que qualquer pessoa pode desenvolver; o tipo fala de estilo.',
        'Pontuações perto do meio indicam flexibilidade.',
        'Contexto e papel podem revelar lados diferentes de você.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem visão, decisão e energia para transformar uma ideia em um plano que funciona. Você muitas vezes está disposto a tomar a decisão difícil que outros evitam e a assumir a responsabilidade pelo resultado. Identifica ineficiências rapidamente e tende a elevar o nível de qualquer grupo de que participa.',
        'O mesmo impulso pode fazer o descanso parecer tempo perdido e deixar pessoas mais lentas de lado. Os pontos cegos muitas vezes incluem seguir em frente antes que os outros tenham aderido e tratar emoções como obstáculos em vez de informação. O crescimento vem de ouvir por mais tempo do que parece necessário e de medir o sucesso também pelo modo como as pessoas se sentem depois de trabalhar com você.',
      ],
      [
        'Faça duas perguntas antes de expor sua opinião em uma reunião.',
        'Planeje pausas de verdade e trate-as como inegociáveis.',
        'Perceba quando está resolvendo um problema que ninguém pediu para resolver.',
        'Celebre o progresso antes de partir para a próxima meta.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Os amigos muitas vezes veem você como alguém confiável, generoso na ajuda e divertido quando há um plano. Você costuma demonstrar carinho fazendo as coisas acontecerem: organizando a viagem, resolvendo o problema, abrindo uma porta na carreira de alguém. Talvez prefira conversas diretas e animadas e goste de amigos que sabem se sustentar em um debate.',
        'Nas relações próximas, a pessoa parceira às vezes pode se sentir gerenciada em vez de acolhida. Os conflitos podem escalar se você for direto às soluções enquanto o outro ainda precisa ser ouvido. Tente desacelerar os primeiros minutos de uma conversa difícil: repita o que ouviu, pergunte o que ajudaria e deixe o outro moldar parte do plano.',
      ],
      [
        'Separe o tempo de ouvir do tempo de resolver problemas.',
        'Pergunte antes de agir: o que mais ajudaria você agora?',
        'Deixe outras pessoas conduzirem alguns planos, mesmo que você fosse mais rápido.',
        'Peça desculpas de forma específica quando sua franqueza pesar demais.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a se destacar em funções que combinam responsabilidade, estratégia e resultados visíveis: gestão, empreendedorismo, consultoria, direito, operações, finanças, liderança de projetos ou qualquer posição em que possa construir e melhorar uma organização. Em geral aprecia colegas ambiciosos, responsabilidades claras e espaço para agir rápido.',
        'As armadilhas incluem assumir coisas demais, controlar em excesso detalhes que outros poderiam assumir e subestimar o tempo de que as pessoas precisam para se adaptar a mudanças. Ambientes com ciclos de decisão lentos ou autoridade pouco clara podem frustrar você. Criar o hábito de orientar em vez de comandar amplia seu impacto, porque equipes que desenvolvem o próprio julgamento crescem melhor do que equipes que esperam o seu.',
      ],
      [
        'Busque funções em que sua autoridade corresponda à sua responsabilidade.',
        'Delegue resultados, não apenas tarefas, e resista a tomá-los de volta.',
        'Reserve por mês uma conversa de orientação com cada pessoa da equipe.',
        'Compare carga de trabalho e energia antes de aceitar mais coisas.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais reservados ou orientados pelo Sentimento, pessoas com este perfil muitas vezes assumem a liderança cedo e falam com confiança sobre a direção. Costumam enquadrar um problema rapidamente, definir metas e distribuir responsabilidades. Em ambientes colaborativos, podem energizar a equipe, embora os membros mais quietos possam guardar suas ideias.',
        'Suas decisões costumam ser rápidas e baseadas em lógica e resultados, o que ajuda nas crises e pode parecer apressado em tempos mais calmos. Muitas vezes se destacam em estratégia e execução ao mesmo tempo. Colegas com preferência por Sentimento ou Percepção podem complementá-las ao cuidar do moral da equipe, explorar alternativas e perceber quando um plano precisa ceder.',
      ],
      [
        'Colaboração: organiza rápido; pode dominar a discussão.',
        'Liderança: visível, focada em metas e exigente.',
        'Tomada de decisão: rápida, lógica, orientada a resultados.',
        'Ganha com colegas que expressam preocupações e alternativas.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, pratique uma regra simples nas reuniões: fale por último nas decisões que não são urgentes. Anote o que você aprende ouvindo primeiro. Combine isso com uma conversa semanal em que você pergunta a um colega ou à pessoa parceira como o seu ritmo os afeta, e anote a resposta sem se defender.',
        'Ao longo de 90 dias, identifique uma área em que você concentra controle demais e passe-a para outra pessoa, com resultados claros e autoridade real. Apoie sem tomar de volta. No fim, avalie o que ela fez de diferente e o que você ganhou em tempo e confiança. É assim que diretores transformam sua energia em capacidade duradoura.',
      ],
      [
        'Dias 1 a 30: falar por último nas decisões não urgentes.',
        'Toda semana: perguntar a alguém como o seu ritmo o afeta.',
        'Dias 31 a 90: delegar por completo uma área que você costuma controlar.',
        'Revisar todo mês a energia, além dos resultados.',
      ],
    ),
    additional_test: s(
      [
        'O teste de mapeamento psicológico acrescenta pontuações nos traços do Big Five, como amabilidade e estabilidade emocional, que um código de tipo não capta. Para um líder, saber quão amável você parece é especialmente útil, porque isso molda a forma como sua franqueza chega aos outros.',
        'A avaliação de interesses profissionais pode confirmar se sua energia de liderança aponta para negócios, serviço público, ciência ou indústrias criativas. O teste de relacionamentos emocionais examina proximidade e independência nas relações, uma área em que um perfil determinado se beneficia de reflexão, e o teste de desenvolvimento pessoal sugere hábitos para equilíbrio e recuperação.',
      ],
      [
        'Mapeamento psicológico: níveis de amabilidade e estabilidade.',
        'Avaliação de interesses profissionais: para onde direcionar seu impulso.',
        'Relacionamentos emocionais: equilíbrio entre proximidade e independência.',
        'Desenvolvimento pessoal: hábitos para ritmo e recuperação.',
      ],
    ),
    further_reading: s(
      [
        'A Arte da Guerra, de Sun Tzu, e O Príncipe, de Maquiavel, são clássicos da estratégia que valem uma leitura crítica, ao lado da ideia moderna de liderança servidora, que reinterpreta a autoridade como serviço à equipe. O Gestor Eficaz, de Peter Drucker, oferece conselhos práticos sobre tempo, decisões e contribuição que combinam com uma mente voltada a resultados.',
        'Para completar seu estilo, leia sobre inteligência emocional, conceito popularizado por Daniel Goleman, e sobre o trabalho de Amy Edmondson a respeito de segurança psicológica, que explica por que as equipes precisam se sentir seguras para levantar problemas. As cartas de Sêneca sobre a brevidade da vida oferecem um contraponto reflexivo à ambição constante.',
      ],
      [
        'Sun Tzu, A Arte da Guerra.',
        'Peter Drucker, O Gestor Eficaz.',
        'Daniel Goleman, Inteligência Emocional.',
        'Sêneca, Sobre a Brevidade da Vida.',
        'Temas: liderança servidora, segurança psicológica, delegação.',
      ],
    ),
  },
};

const ENTP: TypeReportContent = {
  description:
    'O Inovador combina energia extrovertida com um interesse inquieto por possibilidades, argumentos e novos ângulos. Pessoas com este perfil costumam gostar de testar ideias na conversa, enxergar conexões entre áreas diferentes e desafiar o jeito como as coisas sempre foram feitas. Em geral preferem flexibilidade e improviso a planos fixos.',
  keywords: ['Inventivo', 'Perspicaz', 'Curioso', 'Adaptável', 'Questionador', 'Empreendedor', 'Ousado'],
  famousPeople: ['Thomas Edison', 'Benjamin Franklin', 'Mark Twain', 'Tony Stark (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Intuição, Pensamento e Percepção. Você tende a pensar falando, foca em padrões e no que poderia ser, avalia ideias pela lógica e mantém as opções abertas pelo maior tempo possível. Juntas, essas preferências descrevem uma pessoa que gosta de explorar muitas possibilidades e de afiá-las em trocas animadas.',
        'Isso não significa que você discute só por discutir nem que não consegue terminar as coisas. Significa que novidade e debate tendem a energizar você mais do que a rotina. Pontuações perto do meio em Pensamento ou Percepção sugerem que você também pode valorizar harmonia ou estrutura mais do que esta descrição indica. Trate seu código como uma lente, não como um rótulo.',
      ],
      [
        'Seu tipo descreve energia e atenção, não capacidade.',
        'Debater ideias é uma preferência, não um defeito de caráter.',
        'Pontuações intermediárias significam que você muda de modo com facilidade.',
        'Confira o resultado com momentos concretos da sua vida.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes muitas vezes incluem inventividade, aprendizado rápido, humor e coragem para questionar o que os outros aceitam. Você consegue ver várias soluções ao mesmo tempo e se adapta depressa quando a situação muda. As pessoas costumam procurar você quando estão travadas, porque você consegue reformular um problema de um jeito que abre novos caminhos.',
        'Os pontos cegos incluem espalhar a energia por projetos demais, perder o interesse quando o enigma está resolvido e defender uma posição só para testá-la, sem notar que os outros se sentem atacados. O crescimento muitas vezes está em fazer menos apostas, levar até o fim a mais promissora e verificar se um debate ainda está servindo à relação.',
      ],
      [
        'Mantenha uma lista de ideias e escolha só um projeto novo por trimestre.',
        'Faça parceria com alguém que goste de executar e concluir.',
        'Antes de bancar o advogado do diabo, diga que é isso que está fazendo.',
        'Registre seus compromissos em um só lugar e revise-os toda semana.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Os amigos costumam gostar da sua energia, do seu humor e da sua disposição para explorar qualquer coisa, de um café novo a uma ideia estranha. Você tende a criar laços por meio de conversas e aventuras compartilhadas e aprecia pessoas que acompanham seus saltos entre assuntos. Talvez demonstre afeto provocando e desafiando, o que funciona melhor com quem conhece você bem.',
        'Na vida a dois, seu gosto por novidade pode fazer os compromissos do dia a dia parecerem monótonos, e a pessoa parceira pode querer mais constância do que você oferece naturalmente. Nos conflitos, pode bater a tentação de vencer a discussão em vez de resolver o problema. Tente resumir o ponto do outro nas palavras dele antes de responder e combinem pequenos rituais confiáveis que demonstrem cuidado.',
      ],
      [
        'Pergunte se um assunto está aberto ao debate ou precisa de apoio.',
        'Cumpra pequenas promessas com constância; elas valem mais do que grandes gestos.',
        'Deixe os outros terminarem o raciocínio antes de construir em cima dele.',
        'Crie rituais compartilhados que deem sentido à rotina.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a se encaixar em funções em que problemas novos surgem com frequência e a criatividade é recompensada: empreendedorismo, desenvolvimento de produtos, consultoria, estratégia de marketing, direito, jornalismo, pesquisa ou qualquer ambiente de startup. Em geral gosta de variedade, autonomia e colegas que recebem bem os desafios em vez de temê-los.',
        'As armadilhas comuns incluem tédio em funções estáveis, subestimar o lado administrativo de um projeto e lançar mais iniciativas do que uma equipe consegue absorver. Você ganha ao se associar a colegas atentos aos detalhes e ao definir critérios claros de conclusão. Seu valor cresce quando os outros enxergam não só suas ideias, mas também as que você levou até a linha de chegada.',
      ],
      [
        'Busque variedade, autonomia e problemas reais para resolver.',
        'Defina uma linha de chegada explícita para cada iniciativa.',
        'Faça parceria com alguém que goste de execução e de processos.',
        'Documente resultados para mostrar impacto concluído, não só ideias.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Sensação e Julgamento, pessoas com este perfil têm mais tendência a propor alternativas, questionar premissas e pressionar por mudanças. Na colaboração, muitas vezes agem como catalisadoras, gerando opções e pondo planos à prova. Isso é muito útil no início de um projeto e pode cansar os outros quando a execução já começou.',
        'Como líderes, tendem a inspirar pela visão e pela energia intelectual e dão muita liberdade às equipes. As decisões podem ser tomadas rápido e revistas com frequência, o que mantém a organização adaptável, mas pode gerar incerteza. Funcionam melhor quando outra pessoa ajuda a transformar sua direção em processos estáveis e prioridades claras.',
      ],
      [
        'Colaboração: catalisador e desafiador; melhor no início dos projetos.',
        'Liderança: visionária e flexível; pode mudar prioridades com frequência.',
        'Tomada de decisão: rápida e lógica, aberta a revisões.',
        'Complementado por colegas constantes e focados em processos.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, escolha um projeto e comprometa-se a terminar uma versão definida dele antes de começar qualquer coisa nova. Mantenha uma lista de estacionamento para as outras ideias, para que não se percam. Perceba o momento em que o interesse cai e use-o como sinal para buscar ajuda ou simplificar, em vez de trocar de projeto.',
        'Ao longo de 90 dias, pratique uma habilidade de relacionamento: perguntar do que a outra pessoa precisa nessa conversa antes de mergulhar nela. Combine isso com uma revisão mensal de quais debates ajudaram e quais machucaram. Inovadores que unem inventividade a confiabilidade e tato tendem a conquistar a confiança que permite às suas ideias irem mais longe.',
      ],
      [
        'Dias 1 a 30: terminar um projeto definido antes de começar outro.',
        'Manter uma lista de estacionamento para ideias novas.',
        'Dias 31 a 90: perguntar do que cada conversa precisa antes de debater.',
        'Todo mês: revisar quais debates fortaleceram ou desgastaram relações.',
      ],
    ),
    additional_test: s(
      [
        'O teste de mapeamento psicológico mostra seu perfil no Big Five, especialmente abertura e conscienciosidade, que muitas vezes explicam a distância entre as ideias que você começa e as que termina. Vê-las como traços contínuos pode deixar as escolhas mais claras do que as quatro letras sozinhas.',
        'A avaliação de interesses profissionais pode canalizar sua curiosidade para áreas que a recompensam, enquanto o teste de desenvolvimento pessoal aponta hábitos como persistência e foco. Se você gosta de enigmas, o teste de QI por matrizes mede o raciocínio abstrato, uma questão separada da personalidade que muitas pessoas com este perfil gostam de explorar.',
      ],
      [
        'Mapeamento psicológico: abertura e conscienciosidade em detalhe.',
        'Avaliação de interesses profissionais: áreas que recompensam a curiosidade.',
        'Desenvolvimento pessoal: hábitos de foco e persistência.',
        'Teste de QI por matrizes: raciocínio abstrato como medida separada.',
      ],
    ),
    further_reading: s(
      [
        'Os Seis Chapéus do Pensamento, de Edward de Bono, oferece um jeito estruturado de alternar entre crítica, criatividade e cautela, o que combina com uma mente que já gosta das três. A biografia de Benjamin Franklin escrita por Walter Isaacson mostra como uma pessoa curiosa e brincalhona canalizou muitos interesses em projetos duradouros.',
        'Para levar as coisas até o fim, leia sobre o efeito Zeigarnik e as intenções de implementação, duas ideias conhecidas sobre como tarefas inacabadas e planos concretos moldam o comportamento. Como Fazer Amigos e Influenciar Pessoas, de Dale Carnegie, apesar de antigo, continua sendo um lembrete prático de que ganhar discussões e ganhar pessoas são objetivos diferentes.',
      ],
      [
        'Edward de Bono, Os Seis Chapéus do Pensamento.',
        'Walter Isaacson, Benjamin Franklin: Uma Vida Americana.',
        'Dale Carnegie, Como Fazer Amigos e Influenciar Pessoas.',
        'Temas: intenções de implementação, o efeito Zeigarnik.',
      ],
    ),
  },
};

const INFJ: TypeReportContent = {
  description:
    'O Guia combina uma energia tranquila e interior com uma compreensão profunda das pessoas e um forte senso de propósito. Pessoas com este perfil costumam olhar além da superfície, imaginar como as coisas poderiam ser melhores e trabalhar com constância por metas que pareçam significativas. Muitas vezes se importam muito com a harmonia e com ajudar os outros a crescer.',
  keywords: ['Perspicaz', 'Com propósito', 'Empático', 'Íntegro', 'Reservado', 'Visionário', 'Dedicado'],
  famousPeople: ['Martin Luther King Jr.', 'Carl Jung', 'Nelson Mandela', 'Madre Teresa'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Intuição, Sentimento e Julgamento. Você tende a recarregar as energias no silêncio, foca em significados e possibilidades, toma decisões pensando em seus valores e no efeito sobre as pessoas e prefere ter as coisas resolvidas. Juntas, essas preferências descrevem uma pessoa reflexiva que gosta de transformar ideais em planos cuidadosos.',
        'Este resultado não significa que você lê mentes nem que precisa sempre colocar os outros em primeiro lugar. Ele descreve para onde sua atenção vai naturalmente. Se suas pontuações em Sentimento ou Julgamento estiverem perto do meio, você pode ser mais analítico ou espontâneo do que a descrição típica sugere. Use o perfil como um espelho para reflexão, não como uma caixa.',
      ],
      [
        'Preferências mostram tendências, não talentos nem limites.',
        'Perceber as pessoas é um hábito de atenção, não um poder especial.',
        'Pontuações perto do meio sugerem que você usa os dois lados.',
        'Compare a descrição com seu jeito de agir sob estresse e à vontade.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes muitas vezes incluem empatia, visão de futuro, integridade e capacidade para um trabalho paciente e significativo. Você percebe cedo a tensão em um ambiente, encontra palavras que fazem as pessoas se sentirem compreendidas e sustenta uma visão de longo prazo do que uma pessoa ou um projeto pode se tornar. Muita gente confia a você coisas que conta a poucos.',
        'Os pontos cegos podem incluir absorver o humor dos outros, estabelecer para si padrões que ninguém conseguiria cumprir e se retirar de repente quando se sente sobrecarregado. O crescimento geralmente envolve limites mais claros, compartilhar necessidades antes que virem ressentimento e aceitar que avançar rumo a um ideal tem valor mesmo quando o ideal não é alcançado.',
      ],
      [
        'Agende momentos regulares a sós antes de se sentir esgotado.',
        'Diga não a um pedido por semana que você normalmente aceitaria.',
        'Anote suas necessidades e compartilhe uma com alguém de confiança.',
        'Troque metas de tudo ou nada pelo próximo passo significativo.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Na amizade, você tende a preferir poucas conexões profundas a um círculo amplo. Você ouve com atenção, lembra o que importa para as pessoas e muitas vezes oferece uma perspectiva que as ajuda a ver a situação de outro jeito. Como dá tanta atenção, pode se magoar quando ela não é retribuída, mesmo que nunca tenha pedido isso diretamente.',
        'Na vida a dois e nos conflitos, você pode evitar desacordos abertos para proteger a harmonia e depois chegar a um ponto em que fecha a porta em silêncio. Ajuda levantar pequenas questões cedo, em momentos tranquilos, e confiar que um conflito honesto pode fortalecer a relação. Diga às pessoas diretamente do que você precisa em vez de esperar que elas percebam.',
      ],
      [
        'Levante pequenas questões cedo em vez de acumulá-las.',
        'Peça o que você precisa com palavras simples.',
        'Deixe os amigos apoiarem você tanto quanto você os apoia.',
        'Antes de se afastar, explique que precisa de tempo, não de distância.',
      ],
    ),
    career_growth: s(
      [
        'Trabalhos ligados a um propósito em que você acredita costumam combinar com você: aconselhamento, ensino, escrita, coaching, saúde, recursos humanos, design, pesquisa em ciências sociais ou qualquer organização movida por uma missão. Você geralmente floresce com tempo para pensar, um ambiente calmo e colegas que compartilham seus valores.',
        'As armadilhas incluem se comprometer demais em ajudar os outros, permanecer tempo demais em funções que contrariam seus valores e guardar preocupações para si até chegar ao esgotamento. Ambientes que recompensam autopromoção constante ou competição agressiva podem drenar você. Ajuda nomear explicitamente suas contribuições e negociar a carga de trabalho antes que ela se torne insustentável.',
      ],
      [
        'Escolha organizações cuja missão você possa defender.',
        'Proteja tempo tranquilo para um trabalho focado e significativo.',
        'Mantenha um registro das suas contribuições para as avaliações.',
        'Defina limites de carga antes de aceitar novas responsabilidades.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais extrovertidos ou orientados pelo Pensamento, pessoas com este perfil tendem a contribuir com escuta atenta, percepção da dinâmica da equipe e foco constante no propósito de longo prazo. Na colaboração, muitas vezes notam quem ainda não falou e ajudam a trazer as vozes mais quietas, embora nem sempre defendam com força as próprias ideias.',
        'Como líderes, costumam liderar pelo exemplo e pela visão, criando uma cultura de confiança e crescimento. Suas decisões pesam valores e impacto humano junto com objetivos práticos, e podem levar um tempo para refletir antes de se comprometer. Colegas que preferem Pensamento ou Percepção podem complementá-las com análise franca e flexibilidade.',
      ],
      [
        'Colaboração: atento, inclusivo, guiado por valores.',
        'Liderança: visão e exemplo; pode evitar confrontos.',
        'Tomada de decisão: reflexiva, pesa pessoas e princípios.',
        'Ganha com colegas que dizem coisas difíceis cedo.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, pratique perceber o momento em que você assume os sentimentos de outra pessoa como responsabilidade sua. Anote, depois pergunte a si mesmo que parte realmente cabe a você carregar. Combine isso com dez minutos diários de reflexão silenciosa ou escrita em um diário, para manter clara a sua própria voz interior.',
        'Ao longo de 90 dias, escolha uma meta significativa e divida-a em passos pequenos e visíveis, celebrando cada um. Acrescente uma conversa mensal em que você compartilha uma necessidade ou uma discordância que normalmente guardaria. Essas duas práticas ajudam a transformar sua visão em ação, mantendo você conectado e honesto com as pessoas ao seu redor.',
      ],
      [
        'Dias 1 a 30: dez minutos diários de reflexão ou diário.',
        'Perceber e nomear quando você absorve as emoções dos outros.',
        'Dias 31 a 90: dividir uma meta significativa em pequenos passos.',
        'Todo mês: expressar uma necessidade ou discordância que você esconderia.',
      ],
    ),
    additional_test: s(
      [
        'O teste de relacionamentos emocionais explora proximidade, confiança e independência nas relações, temas centrais para este perfil. Ele pode ajudar você a ver se seu padrão tende a dar mais do que recebe e que tipos de conexão parecem mais seguros para você.',
        'O teste de mapeamento psicológico acrescenta níveis dos traços do Big Five, incluindo estabilidade emocional e amabilidade, que podem esclarecer quão sensível você é ao estresse e ao conflito. O teste de desenvolvimento pessoal sugere passos práticos de crescimento, e a avaliação de interesses profissionais pode ajudar a traduzir seu senso de propósito em áreas de trabalho específicas.',
      ],
      [
        'Relacionamentos emocionais: padrões de proximidade e confiança.',
        'Mapeamento psicológico: sensibilidade ao estresse e amabilidade.',
        'Desenvolvimento pessoal: passos práticos para o equilíbrio.',
        'Avaliação de interesses profissionais: propósito transformado em áreas.',
      ],
    ),
    further_reading: s(
      [
        'Em Busca de Sentido, de Viktor Frankl, é uma reflexão clássica sobre propósito que ressoa em muitos leitores com este perfil. Memórias, Sonhos, Reflexões, de Carl Jung, oferece um olhar sobre a vida interior do pensador por trás da teoria dos tipos. Cartas a um Jovem Poeta, de Rainer Maria Rilke, fala de solidão e paciência.',
        'Sobre limites e relações, leia a respeito dos conceitos de contágio emocional e fadiga por compaixão, que explicam por que pessoas cuidadosas podem se esgotar. Comunicação Não Violenta, de Marshall Rosenberg, oferece uma forma clara de expressar necessidades sem culpar ninguém, e a escrita em diário é uma ferramenta simples e conhecida para a reflexão.',
      ],
      [
        'Viktor Frankl, Em Busca de Sentido.',
        'Rainer Maria Rilke, Cartas a um Jovem Poeta.',
        'Marshall Rosenberg, Comunicação Não Violenta.',
        'Carl Jung, Memórias, Sonhos, Reflexões.',
        'Temas: fadiga por compaixão, limites, diário reflexivo.',
      ],
    ),
  },
};

const INFP: TypeReportContent = {
  description:
    'O Buscador combina uma vida interior reflexiva com valores pessoais fortes e uma imaginação que procura sentido em tudo. Pessoas com este perfil costumam se importar profundamente com autenticidade, criatividade e o bem-estar dos outros. Muitas vezes preferem manter a vida aberta e flexível, seguindo o que parece certo em vez do que é esperado.',
  keywords: ['Idealista', 'Autêntico', 'Imaginativo', 'Empático', 'Gentil', 'Guiado por valores', 'Criativo'],
  famousPeople: ['J. R. R. Tolkien', 'William Shakespeare', 'Vincent van Gogh', 'Frodo Bolseiro (O Senhor dos Anéis)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Intuição, Sentimento e Percepção. Você tende a recarregar as energias no silêncio, percebe significados e possibilidades, faz escolhas guiadas por seus valores pessoais e prefere ficar aberto a novas informações em vez de decidir cedo demais. Juntas, essas preferências descrevem alguém cuja bússola interior importa mais do que as regras de fora.',
        'O perfil não significa que você é frágil, pouco prático ou incapaz de planejar. Ele aponta o que dá energia a você e aquilo em que você presta atenção primeiro. Se suas pontuações em Sentimento ou Percepção estiverem perto do meio, você também pode usar lógica e estrutura com tranquilidade. Fique com o que serve, questione o que não serve e compare com situações reais.',
      ],
      [
        'Suas letras descrevem preferências, não fraquezas.',
        'Valores fortes são uma bússola, não garantia de estar certo.',
        'Pontuações intermediárias sugerem flexibilidade entre estilos.',
        'Os resultados podem mudar com o humor, o estresse e a fase da vida.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem empatia, imaginação, lealdade aos seus valores e o dom de expressar o que os outros sentem, mas não conseguem dizer. Você tende a notar a individualidade das pessoas e a defender quem é deixado de lado. Consegue levar criatividade e calor humano a quase qualquer ambiente quando isso parece autêntico.',
        'Os pontos cegos podem incluir autocrítica quando a realidade fica aquém dos seus ideais, adiar tarefas práticas que parecem sem sentido e guardar sentimentos fortes até que transbordem. O crescimento muitas vezes vem de ligar as tarefas do dia a dia aos seus valores, compartilhar sentimentos em pequenas doses e tratar a ação imperfeita como uma forma de integridade, e não como concessão.',
      ],
      [
        'Ligue uma tarefa chata por semana a um valor que ela atende.',
        'Use um sistema simples de tarefas com apenas três prioridades por dia.',
        'Fale com gentileza consigo mesmo sobre trabalhos inacabados.',
        'Compartilhe um sentimento quando ele é pequeno, não quando já é avassalador.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a formar amizades profundas e leais com pessoas que aceitam você como é. Os amigos valorizam sua escuta, sua aceitação e sua percepção do que os torna únicos. Talvez você precise de tempo para se abrir e muitas vezes prefira conversas a dois a eventos em grupo, onde sua voz mais baixa consegue ser ouvida.',
        'Na vida a dois, você pode idealizar a outra pessoa no início e depois se decepcionar com defeitos comuns. Nos conflitos, talvez se retire em vez de discutir, especialmente quando seus valores parecem ameaçados. Ajuda nomear o valor em jogo, dizer como você se sente em termos concretos e lembrar que discordância não significa rejeição.',
      ],
      [
        'Diga às pessoas o que você valoriza, não apenas o que chateou você.',
        'Escolha momentos a dois para construir proximidade.',
        'Aceite defeitos comuns em pessoas que você admira.',
        'Permaneça em uma conversa difícil alguns minutos a mais do que é confortável.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em trabalhos que expressam seus valores e sua criatividade: escrita, arte e design, aconselhamento, ensino, psicologia, serviço social, organizações sem fins lucrativos, bibliotecas, pesquisa com usuários ou qualquer função em que pessoas e resultados significativos importem. Horários flexíveis e uma equipe acolhedora costumam trazer o seu melhor.',
        'As armadilhas incluem funções baseadas em regras rígidas e competição pesada, dificuldade para divulgar o próprio trabalho e perda de ritmo quando uma tarefa parece desconectada do seu propósito. Ajuda escolher algumas metas de carreira claras, buscar mentores que respeitem seus valores e traduzir suas contribuições em termos que os outros possam ver e recompensar.',
      ],
      [
        'Procure trabalhos alinhados à sua missão e com alguma flexibilidade.',
        'Mantenha um portfólio que mostre seus resultados criativos.',
        'Pratique descrever suas conquistas em termos concretos.',
        'Divida projetos longos em marcos ligados a um sentido.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais extrovertidos ou orientados pelo Pensamento, pessoas com este perfil tendem a contribuir menos com defesas em voz alta e mais com ideias criativas, trabalho de qualidade e atenção cuidadosa às pessoas. Na colaboração, muitas vezes defendem a justiça e as necessidades individuais e podem preferir comunicação escrita ou conversas a dois a grandes reuniões.',
        'Como líderes, tendem a liderar pela inspiração e pelo exemplo, dando autonomia às pessoas e incentivando seu crescimento. Suas decisões são guiadas por valores e pelo impacto humano de uma escolha, o que constrói confiança, mas pode levar tempo. Colegas com preferência por Sensação ou Julgamento podem complementá-las oferecendo estrutura e prazos.',
      ],
      [
        'Colaboração: criativo, solidário, justo.',
        'Liderança: guiada por valores, fortalecedora; pode evitar conversas difíceis.',
        'Tomada de decisão: guiada por valores e pelo bem-estar das pessoas.',
        'Complementado por colegas estruturados e atentos a prazos.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, anote os três valores que mais importam para você e verifique toda noite se algo que fez naquele dia serviu a um deles. Esse exercício simples ajuda você a perceber sentido nas tarefas comuns e a notar onde sua vida se afasta daquilo que lhe importa.',
        'Ao longo de 90 dias, escolha um projeto criativo ou significativo e reserve para ele um horário regular e protegido toda semana, por menor que seja. Compartilhe o progresso com uma pessoa de confiança uma vez por mês. Paralelamente, pratique uma conversa difícil que você vem adiando, preparando-se por escrito: o que você sente, do que precisa e o que pode oferecer.',
      ],
      [
        'Dias 1 a 30: conferir à noite seus três valores centrais.',
        'Dias 31 a 90: um horário semanal protegido para um projeto.',
        'Todo mês: compartilhar o progresso com uma pessoa de confiança.',
        'Preparar por escrito uma conversa adiada e depois tê-la.',
      ],
    ),
    additional_test: s(
      [
        'O teste de desenvolvimento pessoal pode transformar seus ideais em próximos passos práticos, destacando hábitos e forças sobre os quais construir. O teste de relacionamentos emocionais explora como você lida com proximidade, confiança e independência, o que pode iluminar padrões de idealização ou afastamento nas relações.',
        'A avaliação de interesses profissionais ajuda você a comparar áreas em que seus valores e sua criatividade provavelmente serão recompensados. O teste de mapeamento psicológico acrescenta pontuações do Big Five, como estabilidade emocional e conscienciosidade, que podem explicar por que alguns dias parecem mais fáceis do que outros e que tipo de apoio ajudaria mais.',
      ],
      [
        'Desenvolvimento pessoal: passos concretos de crescimento.',
        'Relacionamentos emocionais: padrões de proximidade e afastamento.',
        'Avaliação de interesses profissionais: áreas alinhadas a valores.',
        'Mapeamento psicológico: níveis de estabilidade e conscienciosidade.',
      ],
    ),
    further_reading: s(
      [
        'Cartas a um Jovem Poeta, de Rainer Maria Rilke, e o ensaio Sobre Contos de Fadas, de J. R. R. Tolkien, falam de imaginação e vida interior. O Caminho do Artista, de Julia Cameron, oferece exercícios práticos para a constância criativa, e o ensaio Autoconfiança, de Ralph Waldo Emerson, reflete sobre confiar nas próprias convicções.',
        'Para ter equilíbrio, leia sobre autocompaixão, conceito desenvolvido pela pesquisadora Kristin Neff, que trata do crítico interno severo que muitos idealistas conhecem bem. A ideia de ação baseada em valores, presente na terapia de aceitação e compromisso, oferece um jeito prático de agir pelo que importa mesmo quando a motivação ou o humor estão baixos.',
      ],
      [
        'Rainer Maria Rilke, Cartas a um Jovem Poeta.',
        'Julia Cameron, O Caminho do Artista.',
        'Ralph Waldo Emerson, Autoconfiança.',
        'Kristin Neff, Autocompaixão.',
        'Temas: ação baseada em valores, rotinas criativas.',
      ],
    ),
  },
};

const ENFJ: TypeReportContent = {
  description:
    'O Mentor combina calor humano extrovertido com um olhar para o potencial das pessoas e uma preferência por ação organizada. Pessoas com este perfil costumam sentir do que um grupo precisa, colocar isso em palavras e reunir os outros em torno de um objetivo comum. Muitas vezes encontram grande satisfação em ajudar alguém a crescer.',
  keywords: ['Encorajador', 'Articulado', 'Caloroso', 'Organizado', 'Inspirador', 'Responsável', 'Focado em pessoas'],
  famousPeople: ['Maya Angelou', 'Barack Obama', 'Oprah Winfrey', 'Morpheus (Matrix)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Intuição, Sentimento e Julgamento. Você tende a tirar energia das pessoas, foca em possibilidades e significados, toma decisões pensando em valores e relações e gosta de planejar e organizar. Juntas, essas preferências descrevem alguém que gosta de transformar esperanças compartilhadas em ação coordenada.',
        'O resultado não significa que você está sempre animado nem que nunca precisa de tempo sozinho. Ele descreve aquilo que você procura primeiro. Se suas pontuações em Extroversão ou Julgamento estiverem perto do meio, você pode alternar com facilidade entre liderar e refletir. Leia a descrição como um conjunto de tendências a testar com a sua própria experiência.',
      ],
      [
        'Seu tipo descreve preferências, não obrigações.',
        'Importar-se com as pessoas não significa ter de agradá-las.',
        'Pontuações no meio sugerem conforto com os dois estilos.',
        'Use o resultado para refletir, não para se limitar.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes muitas vezes incluem calor humano, comunicação persuasiva, organização e um verdadeiro talento para encorajar os outros. Você enxerga potencial antes que as pessoas o vejam em si mesmas e cria um ambiente em que elas se sentem valorizadas. Os grupos muitas vezes ficam mais unidos e com mais propósito quando você está envolvido.',
        'Os pontos cegos podem incluir negligenciar as próprias necessidades, assumir responsabilidade pelas escolhas dos outros e achar difícil ouvir críticas. Você também pode defender para alguém uma visão que essa pessoa não compartilha. O crescimento muitas vezes envolve recuar para deixar os outros conduzirem o próprio caminho, pedir ajuda você mesmo e tratar o descanso como parte do cuidado com os outros.',
      ],
      [
        'Pergunte de quem é essa responsabilidade antes de intervir.',
        'Reserve toda semana um tempo para algo só seu.',
        'Peça opiniões sinceras e agradeça por elas.',
        'Deixe outra pessoa receber, liderar ou planejar de vez em quando.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Os amigos geralmente veem você como generoso, atencioso e bom em manter o grupo unido. Você lembra aniversários, percebe quando alguém está passando por dificuldades e muitas vezes organiza os encontros que fazem as amizades durarem. Tende a valorizar lealdade e comunicação aberta e pode se magoar quando o esforço não é retribuído.',
        'Na vida a dois, você pode ser muito dedicado, e a pessoa parceira pode às vezes sentir que seus planos para a relação deixam pouco espaço para os dela. Nos conflitos, você pode tentar restaurar a harmonia rapidamente, às vezes antes que a questão real esteja resolvida. Dê tempo para a discordância respirar, pergunte o que o outro quer e compartilhe sua própria mágoa com honestidade.',
      ],
      [
        'Confirme se os planos que você faz para os outros são planos que eles querem.',
        'Deixe um conflito sem solução por um dia, se for preciso.',
        'Diga do que precisa em vez de esperar ser notado.',
        'Perceba quem retribui e invista nessas relações.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer onde comunicação e desenvolvimento humano são centrais: ensino, coaching, treinamento, recursos humanos, aconselhamento, trabalho comunitário, relações públicas, liderança de vendas, política ou gestão. Organizações com uma missão clara e uma cultura colaborativa costumam despertar sua melhor energia.',
        'As armadilhas incluem assumir os problemas de todos, ter dificuldade em ambientes impessoais ou movidos apenas por números e atrelar seu valor pessoal à aprovação no trabalho. Ajuda estabelecer limites claros para o trabalho emocional, ganhar familiaridade com ferramentas e decisões analíticas e medir sua contribuição pelos resultados, além das relações.',
      ],
      [
        'Busque funções em que desenvolver pessoas faça parte do trabalho.',
        'Limite quantos colegas você apoia ao mesmo tempo.',
        'Desenvolva uma habilidade analítica para fortalecer suas propostas.',
        'Meça resultados, não só o clima da equipe.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais reservados ou orientados pelo Pensamento, pessoas com este perfil muitas vezes assumem um papel ativo na coesão, na comunicação e na motivação da equipe. Na colaboração, costumam facilitar, garantir que todos sejam ouvidos e traduzir entre pontos de vista diferentes. Podem achar mais difícil dar notícias indesejadas ou dizer não.',
        'Como líderes, geralmente lideram pela inspiração, pelo encorajamento e por uma organização clara. Suas decisões pesam o impacto humano ao lado das metas e costumam ser bem explicadas, o que gera comprometimento. Colegas que preferem Pensamento podem complementá-las com uma análise distanciada, e os que preferem Percepção podem acrescentar flexibilidade quando os planos precisam mudar.',
      ],
      [
        'Colaboração: facilitador, conector e motivador.',
        'Liderança: inspiradora e organizada; pode evitar feedback duro.',
        'Tomada de decisão: equilibra metas e necessidades das pessoas.',
        'Complementado por colegas analíticos e francos.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, mantenha um registro simples dos favores, da ajuda e do apoio emocional que você oferece e, ao lado, do que recebe. O objetivo não é fazer contas, e sim ver se sua energia está indo para relações que também nutrem você. Ajuste um compromisso com base no que perceber.',
        'Ao longo de 90 dias, pratique dar um retorno honesto e construtivo por semana, formulado com cuidado, mas sem suavizar a mensagem até que ela desapareça. Paralelamente, escolha uma meta pessoal que não tenha nada a ver com ajudar alguém. Mentores ficam mais fortes quando também investem no próprio desenvolvimento.',
      ],
      [
        'Dias 1 a 30: registrar o apoio dado e recebido.',
        'Ajustar um compromisso que esgota você.',
        'Dias 31 a 90: dar um retorno claro por semana.',
        'Buscar uma meta voltada só para o seu crescimento.',
      ],
    ),
    additional_test: s(
      [
        'O teste de relacionamentos emocionais explora como você equilibra proximidade e independência, algo útil para um perfil que investe tanto nos outros. Ele pode revelar se você tende a dar mais do que pede e o que ajuda você a se sentir seguro quando as relações estão sob tensão.',
        'O teste de mapeamento psicológico traz pontuações do Big Five, como amabilidade e estabilidade emocional, que podem mostrar o quanto você tende a ceder. A avaliação de interesses profissionais pode confirmar quais áreas voltadas para pessoas combinam mais com você, e o teste de desenvolvimento pessoal sugere hábitos de autocuidado e limites.',
      ],
      [
        'Relacionamentos emocionais: dar e receber na proximidade.',
        'Mapeamento psicológico: níveis de amabilidade e estabilidade.',
        'Avaliação de interesses profissionais: áreas voltadas para pessoas.',
        'Desenvolvimento pessoal: hábitos de limites e autocuidado.',
      ],
    ),
    further_reading: s(
      [
        'Como Fazer Amigos e Influenciar Pessoas, de Dale Carnegie, continua sendo um clássico prático sobre comunicação, e a ideia de Kim Scott de empatia assertiva, importar-se pessoalmente enquanto desafia diretamente, toca uma área de crescimento comum para este tipo. Vidas Paralelas, de Plutarco, oferece retratos antigos, mas vívidos, de liderança e caráter.',
        'Para ter equilíbrio, leia sobre a necessidade de agradar, sobre limites e sobre fadiga por compaixão, que explica como profissionais que cuidam dos outros podem se esgotar. O conceito de orientar por meio de perguntas, e não de respostas, conhecido pelo modelo GROW, pode ajudar você a apoiar os outros deixando que eles sejam donos das próprias escolhas.',
      ],
      [
        'Dale Carnegie, Como Fazer Amigos e Influenciar Pessoas.',
        'Kim Scott, Empatia Assertiva.',
        'Plutarco, Vidas Paralelas.',
        'Temas: o modelo de coaching GROW, limites, fadiga por compaixão.',
      ],
    ),
  },
};

const ENFP: TypeReportContent = {
  description:
    'O Inspirador combina entusiasmo extrovertido com uma imaginação viva e um interesse caloroso pelas pessoas. Pessoas com este perfil costumam ver possibilidades em toda parte, conectar ideias e pessoas de formas surpreendentes e levar energia a tudo o que desperta seu interesse. Em geral preferem liberdade e variedade a rotinas rígidas.',
  keywords: ['Entusiasmado', 'Imaginativo', 'Caloroso', 'Curioso', 'Expressivo', 'Espontâneo', 'Encorajador'],
  famousPeople: ['Robin Williams', 'Walt Disney', 'Oscar Wilde', 'Anne Shirley (Anne de Green Gables)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Intuição, Sentimento e Percepção. Você tende a ganhar energia com pessoas e experiências novas, percebe possibilidades e conexões, decide pensando em valores e pessoas e mantém suas opções abertas. Juntas, essas preferências descrevem alguém que gosta de explorar a vida e de chamar os outros para ir junto.',
        'Este resultado não diz que você é disperso, superficial ou incapaz de se concentrar. Ele descreve o que costuma dar energia a você e para onde vai sua atenção. Se algumas pontuações estiverem perto do meio, você também pode ser bastante reflexivo ou organizado em certos contextos. Trate o perfil como um ponto de partida para conversar sobre si mesmo, não como a palavra final.',
      ],
      [
        'Entusiasmo é uma preferência pelo novo, não falta de profundidade.',
        'Seu tipo não prevê sucesso nem fracasso.',
        'Pontuações perto do meio apontam hábitos flexíveis.',
        'Perceba quais partes se encaixam e quais não.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes muitas vezes incluem criatividade, otimismo, calor humano e a capacidade de inspirar. Você identifica talentos nos outros, gera ideias rapidamente e faz as pessoas se sentirem bem-vindas. Quando algo importa para você, sua energia é contagiante, e você consegue reunir pessoas em torno de projetos que outros consideravam impossíveis.',
        'Os pontos cegos podem incluir começar mais do que termina, subestimar detalhes de rotina e ficar inquieto quando a vida se torna previsível. Você também pode assumir os problemas dos outros e depois se sentir sobrecarregado. O crescimento vem de escolher menos prioridades, criar estruturas leves que protejam sua liberdade e perceber quando a empolgação está disfarçando a fuga de algo mais difícil.',
      ],
      [
        'Limite a três os projetos ativos ao mesmo tempo.',
        'Use breves verificações diárias para manter as rotinas vivas.',
        'Termine uma coisa pequena antes de celebrar uma ideia nova.',
        'Pergunte-se do que pode estar fugindo quando uma ideia nova parece urgente.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a fazer amigos com facilidade e a manter um círculo amplo e variado. As pessoas apreciam sua curiosidade, seu humor e seu interesse genuíno pela vida delas. Muitas vezes você reúne os amigos e transforma planos comuns em aventuras. Ao mesmo tempo, pode desejar algumas conexões profundas em que possa ser totalmente você mesmo.',
        'Na vida a dois, você costuma ser carinhoso e apoiador, e a pessoa parceira às vezes pode desejar mais constância ou cumprimento dos planos. Nos conflitos, você pode se magoar rápido e superar igualmente rápido, deixando o outro ainda processando o que aconteceu. Desacelere para ouvir o lado dele por completo e combinem juntos o que vai mudar.',
      ],
      [
        'Cumpra os planos que você sugere.',
        'Respeite o ritmo mais lento de um amigo durante um conflito.',
        'Invista de propósito em algumas amizades profundas.',
        'Diga do que precisa em vez de esperar que adivinhem.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções que combinam pessoas, ideias e variedade: marketing, comunicação, jornalismo, ensino, coaching, aconselhamento, entretenimento, design, empreendedorismo ou qualquer equipe criativa. Ambientes que acolhem ideias novas, permitem horários flexíveis e valorizam o entusiasmo costumam trazer o seu melhor.',
        'As armadilhas incluem tédio em funções repetitivas, dificuldade com administração detalhada e a tendência de dizer sim a oportunidades empolgantes demais. Você ganha com rotinas que resolvem automaticamente as partes chatas, com parcerias com colegas atentos a detalhes e com a escolha de projetos ligados aos seus valores mais profundos.',
      ],
      [
        'Busque funções com variedade, pessoas e espaço para ideias.',
        'Automatize ou agrupe tarefas rotineiras.',
        'Faça parceria com colegas atentos a detalhes.',
        'Compare novas oportunidades com suas metas de longo prazo.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Sensação e Julgamento, pessoas com este perfil tendem mais a trazer ideias novas, entusiasmo e atenção ao potencial das pessoas. Na colaboração, muitas vezes estimulam o brainstorming, conectam pessoas de equipes diferentes e elevam o ânimo. Podem precisar de apoio para transformar ideias em planos com prazos claros.',
        'Como líderes, geralmente inspiram pela visão e pelo encorajamento e dão espaço para as pessoas experimentarem. As decisões são guiadas por valores e possibilidades e podem mudar quando surgem novas opções, o que mantém a equipe adaptável, mas pode gerar incerteza. Colegas estruturados as ajudam a garantir que boas ideias se tornem resultados confiáveis.',
      ],
      [
        'Colaboração: gerador de ideias e de ânimo.',
        'Liderança: inspiradora e fortalecedora; pode faltar estrutura.',
        'Tomada de decisão: guiada por valores e aberta a mudanças.',
        'Complementado por colegas organizados e atentos a detalhes.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, escolha uma meta significativa e defina três ações concretas que você vai realizar toda semana para avançar nela. Acompanhe de forma simples, por exemplo com marcações em um calendário. Perceba quando uma ideia nova puxar você para longe, anote-a e volte à meta escolhida.',
        'Ao longo de 90 dias, construa uma rotina estável que sustente sua energia, como sono regular, exercício ou uma sessão semanal de planejamento. Acrescente uma reflexão mensal sobre quais relações e projetos realmente importam. Inspiradores que constroem um pouco de estrutura em torno do entusiasmo muitas vezes descobrem que ela lhes dá mais liberdade, não menos.',
      ],
      [
        'Dias 1 a 30: três ações semanais para uma meta escolhida.',
        'Registrar ideias novas sem agir sobre elas de imediato.',
        'Dias 31 a 90: construir uma rotina estável de energia.',
        'Todo mês: refletir sobre quais projetos e pessoas mais importam.',
      ],
    ),
    additional_test: s(
      [
        'A avaliação de interesses profissionais pode ajudar a concentrar seus muitos interesses em áreas em que pessoas e criatividade são recompensadas. O teste de desenvolvimento pessoal destaca hábitos, como a persistência, que podem tornar seu entusiasmo mais eficaz ao longo do tempo, e faz isso em passos pequenos e realistas, em vez de grandes resoluções que desaparecem depois de uma semana.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como conscienciosidade e abertura, que explicam o equilíbrio entre explorar e concluir. O teste de relacionamentos emocionais explora proximidade e independência, o que pode esclarecer por que você deseja ao mesmo tempo conexão profunda e bastante liberdade.',
      ],
      [
        'Avaliação de interesses profissionais: foco para muitos interesses.',
        'Desenvolvimento pessoal: persistência e rotinas.',
        'Mapeamento psicológico: níveis de abertura e conscienciosidade.',
        'Relacionamentos emocionais: conexão e liberdade.',
      ],
    ),
    further_reading: s(
      [
        'Grande Magia, de Elizabeth Gilbert, explora a vida criativa com calor humano e humor, e Flow, de Mihaly Csikszentmihalyi, explica o estado de envolvimento profundo que os inspiradores muitas vezes buscam. Anne de Green Gables, de Lucy Maud Montgomery, é um retrato clássico de um espírito imaginativo e entusiasmado.',
        'Para levar as coisas até o fim, leia sobre empilhamento de hábitos e intenções de implementação, ideias amplamente conhecidas que ligam novos hábitos a rotinas existentes. A ideia do essencialismo, a busca disciplinada por menos, oferece um contrapeso a dizer sim a tudo e pode ajudar você a escolher onde sua energia faz mais diferença.',
      ],
      [
        'Elizabeth Gilbert, Grande Magia.',
        'Mihaly Csikszentmihalyi, Flow.',
        'Greg McKeown, Essencialismo.',
        'Lucy Maud Montgomery, Anne de Green Gables.',
        'Temas: empilhamento de hábitos, intenções de implementação.',
      ],
    ),
  },
};

const ISTJ: TypeReportContent = {
  description:
    'O Guardião combina uma energia calma e constante com foco em fatos, responsabilidade e métodos comprovados. Pessoas com este perfil costumam cumprir o que prometem, organizar o trabalho com cuidado e garantir que nada importante escape. Em geral preferem um plano claro e uma abordagem testada ao improviso.',
  keywords: ['Confiável', 'Minucioso', 'Prático', 'Leal', 'Sistemático', 'Responsável', 'Calmo'],
  famousPeople: ['George Washington', 'Rainha Elizabeth II', 'Angela Merkel', 'Hermione Granger (Harry Potter)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Sensação, Pensamento e Julgamento. Você tende a recarregar as energias no silêncio, confia em fatos concretos e na experiência, decide pela lógica e pela justiça e prefere ordem e conclusão. Juntas, essas preferências descrevem alguém que leva confiabilidade, atenção cuidadosa e senso de dever a tudo o que assume.',
        'O perfil não significa que você é rígido, sem imaginação ou desinteressado por sentimentos. Ele mostra quais abordagens você procura primeiro. Se suas pontuações em Sensação ou Julgamento estiverem perto do meio, você pode ser mais aberto a experimentar do que a descrição clássica sugere. Leia o resultado como reflexo de hábitos, não como limite do que você pode aprender.',
      ],
      [
        'Preferências são hábitos de atenção, não habilidades.',
        'Valorizar a tradição não significa resistir a toda mudança.',
        'Pontuações no meio indicam conforto com as duas abordagens.',
        'Seu resultado é um ponto de partida para reflexão.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem confiabilidade, precisão, paciência e um forte senso de responsabilidade. Você mantém registros, honra compromissos e nota detalhes que os outros deixam passar. As pessoas muitas vezes contam com você porque sabem que o que você promete será feito, e bem feito, sem drama.',
        'Os pontos cegos podem incluir resistir à mudança até que seus benefícios estejam comprovados, ser duro consigo e com os outros quando os padrões caem e guardar os sentimentos por tanto tempo que os outros interpretam você como distante. O crescimento muitas vezes vem de pequenos experimentos com métodos novos, de expressar reconhecimento abertamente e de deixar alguns planos flexíveis.',
      ],
      [
        'Experimente um método novo em uma tarefa de baixo risco por mês.',
        'Agradeça em voz alta por coisas específicas.',
        'Deixe algum tempo sem planejamento na sua semana.',
        'Pergunte como os outros se sentem sobre uma mudança, não só se ela funciona.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a demonstrar amizade pela constância: aparecer, lembrar os compromissos e ajudar de formas práticas. Talvez tenha um pequeno círculo de amigos de longa data e valorize honestidade e lealdade acima da empolgação. As pessoas confiam em você porque você é a mesma pessoa de um dia para o outro.',
        'Na vida a dois, você pode expressar amor mais por atos do que por palavras, e a pessoa parceira às vezes pode querer mais confirmação verbal ou espontaneidade. Nos conflitos, você tende a focar em fatos e justiça, o que é valioso, mas o outro pode precisar primeiro que os sentimentos dele sejam reconhecidos. Nomeie a emoção que você percebe antes de passar aos detalhes.',
      ],
      [
        'Diga às pessoas que se importa com elas, não apenas demonstre.',
        'Reconheça os sentimentos antes de discutir os fatos.',
        'Diga sim a um plano espontâneo este mês.',
        'Explique seus motivos quando disser não.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções que valorizam precisão, confiabilidade e responsabilidades claras: contabilidade, direito, administração, engenharia, logística, garantia de qualidade, serviço público, saúde, operações de TI ou controle de projetos. Organizações estáveis, com processos definidos, regras justas e colegas que cumprem a palavra, costumam combinar bem com você.',
        'As armadilhas incluem frustração em ambientes caóticos, relutância em adotar ferramentas novas antes que se provem e assumir trabalho extra porque você confia mais nos seus padrões do que nos dos outros. Ajuda explicar seus processos para que outros possam segui-los e continuar aberto a experimentos que podem melhorar os métodos em que você confia.',
      ],
      [
        'Busque funções com expectativas e responsabilidades claras.',
        'Documente seus métodos para que outros possam dividir a carga.',
        'Ofereça-se para um piloto de uma ferramenta nova a cada ano.',
        'Evite absorver tarefas que pertencem a outras pessoas.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Intuição ou Percepção, pessoas com este perfil tendem a ser o núcleo estável de uma equipe: verificam detalhes, cumprem cronogramas e garantem que os procedimentos sejam seguidos. Na colaboração, muitas vezes preferem papéis claros e acordos por escrito e podem se manifestar principalmente quando os fatos são distorcidos.',
        'Como líderes, costumam liderar pelo exemplo, estabelecendo expectativas claras e sendo modelo de confiabilidade. As decisões tendem a ser cuidadosas, baseadas em evidências e precedentes, e consistentes ao longo do tempo. Colegas com preferência por Intuição ou Sentimento podem complementá-las propondo novas possibilidades e cuidando do ânimo em períodos de mudança.',
      ],
      [
        'Colaboração: confiável, atento a detalhes, claro quanto a papéis.',
        'Liderança: pelo exemplo e por padrões; pode resistir a mudanças.',
        'Tomada de decisão: baseada em evidências, consistente, cuidadosa.',
        'Complementado por colegas imaginativos e voltados para pessoas.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, escolha uma rotina que você executa no automático e pergunte se ela ainda cumpre seu propósito. Experimente uma pequena variação e anote os resultados. Isso cria o hábito de melhorar de forma deliberada e com pouco risco, mantendo a estabilidade e a previsibilidade que você valoriza.',
        'Ao longo de 90 dias, pratique expressar reconhecimento e sentimentos em palavras. Uma vez por semana, diga a alguém de forma específica o que você valoriza nela. Acrescente uma revisão mensal em que você pergunta a um colega ou à pessoa parceira o que poderia fazer diferente. Guardiões que unem confiabilidade e abertura ao retorno dos outros muitas vezes se tornam as pessoas a quem todos recorrem em qualquer situação.',
      ],
      [
        'Dias 1 a 30: revisar uma rotina e testar uma variação.',
        'Toda semana: uma palavra específica de reconhecimento.',
        'Dias 31 a 90: pedir retorno todo mês.',
        'Manter um registro curto das mudanças que funcionaram.',
      ],
    ),
    additional_test: s(
      [
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como conscienciosidade e abertura, que podem mostrar o quanto você valoriza a ordem e quão aberto está a experiências novas. Vê-las como traços contínuos pode ajudar você a perceber onde é mais flexível do que seu tipo sugere.',
        'A avaliação de interesses profissionais pode comparar áreas em que precisão e responsabilidade são recompensadas. O teste de relacionamentos emocionais explora como você expressa proximidade, o que pode ser útil se a pessoa parceira pedir mais palavras ou espontaneidade. O teste de QI por matrizes mede o raciocínio abstrato, uma dimensão separada das suas preferências.',
      ],
      [
        'Mapeamento psicológico: níveis de conscienciosidade e abertura.',
        'Avaliação de interesses profissionais: áreas que recompensam a confiabilidade.',
        'Relacionamentos emocionais: expressar proximidade.',
        'Teste de QI por matrizes: raciocínio abstrato como medida separada.',
      ],
    ),
    further_reading: s(
      [
        'Checklist, de Atul Gawande, mostra como rotinas cuidadosas salvam vidas e esforço, uma mensagem que costuma ressoar com este perfil. As Meditações de Marco Aurélio oferecem reflexões sobre dever e firmeza, e a Autobiografia de Benjamin Franklin descreve seu famoso sistema para praticar virtudes uma de cada vez.',
        'Para ampliar sua zona de conforto, leia sobre o conceito de mentalidade de crescimento, popularizado por Carol Dweck, e sobre a ideia de pequenos experimentos, ou kaizen, que melhora processos passo a passo sem abandonar o que funciona. As Cinco Linguagens do Amor, de Gary Chapman, pode ajudar você a expressar carinho de formas que os outros reconheçam.',
      ],
      [
        'Atul Gawande, Checklist.',
        'Marco Aurélio, Meditações.',
        'Benjamin Franklin, Autobiografia.',
        'Carol Dweck, Mindset.',
        'Temas: kaizen, linguagens do amor, melhoria deliberada.',
      ],
    ),
  },
};

const ISFJ: TypeReportContent = {
  description:
    'O Cuidador combina uma energia tranquila e atenta com gentileza prática e um forte senso de dever. Pessoas com este perfil costumam perceber do que os outros precisam, lembrar os detalhes que importam e trabalhar com constância para que a vida siga tranquila. Em geral valorizam estabilidade, lealdade e tradição.',
  keywords: ['Atencioso', 'Leal', 'Observador', 'Prático', 'Confiável', 'Modesto', 'Paciente'],
  famousPeople: ['Rosa Parks', 'Sam Gamgi (O Senhor dos Anéis)', 'Dr. John Watson (histórias de Sherlock Holmes)', 'Capitão América (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Sensação, Sentimento e Julgamento. Você tende a recarregar as energias no silêncio, presta atenção a detalhes concretos e à experiência passada, toma decisões com cuidado pelas pessoas e pela harmonia e gosta de ter as coisas organizadas. Juntas, essas preferências descrevem alguém que apoia os outros de formas constantes e práticas.',
        'O resultado não significa que você é fácil de manipular nem que não gosta de mudanças. Ele descreve hábitos de atenção e de escolha. Se suas pontuações em Sentimento ou Julgamento estiverem perto do meio, você pode ser mais analítico ou espontâneo do que a descrição típica sugere. Encare o perfil como um convite à reflexão, não como uma regra a seguir.',
      ],
      [
        'Cuidar é uma preferência, não uma obrigação.',
        'Valorizar a estabilidade não significa rejeitar a mudança.',
        'Pontuações no meio sugerem flexibilidade.',
        'Compare o perfil com o seu comportamento real.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem lealdade, paciência, atenção aos detalhes e um dom para o cuidado prático. Você lembra as preferências das pessoas, antecipa necessidades e resolve problemas em silêncio antes que os outros os percebam. Equipes, amigos e famílias muitas vezes se sentem mais calmos e seguros simplesmente porque você está ali.',
        'Os pontos cegos podem incluir colocar as próprias necessidades por último, ter dificuldade em dizer não e se sentir pouco valorizado quando seu esforço passa despercebido. Você também pode hesitar em tentar abordagens novas. O crescimento vem de nomear suas necessidades, aceitar ajuda e deixar que os outros vejam suas contribuições em vez de escondê-las nos bastidores.',
      ],
      [
        'Diga não a um pedido por semana sem se desculpar.',
        'Conte às pessoas quando fez algo por elas.',
        'Peça ajuda em uma tarefa que você costuma fazer sozinho.',
        'Reserve tempo para algo que seja só seu.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Os amigos geralmente veem você como gentil, leal e confiável. Você demonstra carinho com gestos atenciosos: uma refeição quando alguém está doente, uma mensagem em um aniversário difícil, um favor feito sem que ninguém peça. Talvez prefira um círculo estável de amigos próximos e valorize relações que duram anos.',
        'Na vida a dois, você costuma ser dedicado e atento e pode esperar que a pessoa parceira perceba suas necessidades sem que você diga. Nos conflitos, pode evitar o confronto e deixar a mágoa crescer em silêncio. Ajuda levantar as preocupações cedo, dizer com clareza do que você precisa e confiar que uma conversa honesta protege a harmonia em vez de ameaçá-la.',
      ],
      [
        'Expresse suas necessidades diretamente em vez de dar indiretas.',
        'Levante pequenas preocupações antes que cresçam.',
        'Aceite com naturalidade o cuidado dos outros.',
        'Lembre que a discordância pode aprofundar a confiança.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções em que cuidado e confiabilidade fazem uma diferença visível: enfermagem e saúde, ensino, serviço social, administração, atendimento ao cliente, recursos humanos, trabalho em bibliotecas e arquivos ou gestão de escritório. Equipes estáveis, com expectativas claras e colegas respeitosos, costumam combinar com você.',
        'As armadilhas incluem assumir coisas demais por não querer decepcionar ninguém, subvalorizar suas conquistas e permanecer em funções em que seu esforço é dado como certo. Ajuda registrar o que você realiza, negociar a carga de trabalho e falar das suas contribuições nas avaliações, para que seu valor seja visível e recompensado.',
      ],
      [
        'Busque funções com expectativas claras e impacto visível.',
        'Mantenha uma lista semanal das suas realizações.',
        'Negocie a carga antes de aceitar tarefas extras.',
        'Pratique falar do seu trabalho em termos concretos.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais extrovertidos ou orientados pelo Pensamento, pessoas com este perfil tendem a contribuir com apoio constante, atenção aos detalhes e cuidado com os colegas. Na colaboração, muitas vezes assumem as tarefas que os outros esquecem e mantêm à vista as necessidades práticas da equipe. Podem hesitar em expressar discordância em grupo.',
        'Como líderes, costumam liderar pelo serviço e pelo exemplo, formando equipes leais e rotinas estáveis. As decisões tendem a ser cuidadosas, respeitosas com os precedentes e atentas ao efeito sobre as pessoas. Colegas com preferência por Intuição ou Pensamento podem complementá-las ao defender abordagens novas e tomar decisões duras quando necessário.',
      ],
      [
        'Colaboração: solidário, minucioso, confiável.',
        'Liderança: orientada ao serviço; pode evitar confrontos.',
        'Tomada de decisão: cuidadosa, atenta às pessoas, baseada em precedentes.',
        'Complementado por colegas inovadores e que falam abertamente.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, toda noite, anote uma coisa que você fez por outra pessoa e uma que fez por si mesmo. Se a segunda coluna ficar vazia, planeje algo pequeno para o dia seguinte. Isso torna o autocuidado tão concreto quanto o cuidado que você oferece aos outros.',
        'Ao longo de 90 dias, pratique uma conversa assertiva por mês: pedir ajuda, recusar um pedido ou compartilhar uma preocupação. Prepare-se escrevendo em duas ou três frases o que quer dizer. Cuidadores que aprendem a proteger a própria energia conseguem continuar cuidando dos outros sem se esgotar.',
      ],
      [
        'Dias 1 a 30: anotar diariamente o cuidado dado e o autocuidado.',
        'Planejar uma coisa pequena para si mesmo toda semana.',
        'Dias 31 a 90: uma conversa assertiva por mês.',
        'Preparar por escrito as frases principais com antecedência.',
      ],
    ),
    additional_test: s(
      [
        'O teste de relacionamentos emocionais explora proximidade, confiança e independência, o que pode mostrar se você tende a dar mais do que recebe e o que ajuda você a se sentir seguro. O teste de desenvolvimento pessoal sugere passos práticos do dia a dia para construir limites e uma confiança tranquila.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como amabilidade e estabilidade emocional, que podem explicar o quanto você tende a ceder aos outros e como reage ao estresse. A avaliação de interesses profissionais pode ajudar você a encontrar funções em que seu cuidado e sua confiabilidade sejam valorizados e recompensados, em vez de dados como certos.',
      ],
      [
        'Relacionamentos emocionais: dar e receber cuidado.',
        'Desenvolvimento pessoal: limites e confiança.',
        'Mapeamento psicológico: níveis de amabilidade e estresse.',
        'Avaliação de interesses profissionais: funções que valorizam o cuidado.',
      ],
    ),
    further_reading: s(
      [
        'A Arte da Imperfeição, de Brené Brown, explora valor próprio e limites de forma acessível, e As Cinco Linguagens do Amor, de Gary Chapman, pode ajudar você a ver como os outros dão e recebem carinho. Mulherzinhas, de Louisa May Alcott, oferece um retrato clássico de dedicação e vida em família.',
        'Para crescer, leia sobre assertividade, a habilidade de expressar necessidades com respeito, e sobre fadiga por compaixão, que explica por que pessoas cuidadosas podem se esgotar. A prática de um diário de gratidão é uma forma simples e conhecida de perceber a cada dia tanto o que você dá quanto o que recebe.',
      ],
      [
        'Brené Brown, A Arte da Imperfeição.',
        'Gary Chapman, As Cinco Linguagens do Amor.',
        'Louisa May Alcott, Mulherzinhas.',
        'Temas: assertividade, fadiga por compaixão, diário de gratidão.',
      ],
    ),
  },
};

const ESTJ: TypeReportContent = {
  description:
    'O Organizador combina energia extrovertida com um foco prático, baseado em fatos, e uma forte preferência por ordem e eficiência. Pessoas com este perfil costumam assumir a logística, definir expectativas claras e garantir que o trabalho seja feito no prazo. Em geral valorizam regras que funcionam, retorno honesto e resultados visíveis.',
  keywords: ['Organizado', 'Prático', 'Direto', 'Responsável', 'Eficiente', 'Decidido', 'Leal'],
  famousPeople: ['Henry Ford', 'Lyndon B. Johnson', 'Juíza Judy Sheindlin', 'Monica Geller (Friends)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Sensação, Pensamento e Julgamento. Você tende a tirar energia da ação e das pessoas, confia em fatos concretos, decide pela lógica e pela justiça e gosta de planos, cronogramas e conclusões. Juntas, essas preferências descrevem alguém que transforma metas em resultados organizados e confiáveis.',
        'O perfil não significa que você é mandão ou inflexível; ele descreve as ferramentas que você pega primeiro. Se suas pontuações em Pensamento ou Julgamento estiverem perto do meio, você também pode ser bastante adaptável e atento aos sentimentos. Leia o resultado como um mapa do seu estilo padrão e perceba onde seu comportamento real se afasta dele.',
      ],
      [
        'Preferências mostram estilo, não competência.',
        'Franqueza é um hábito de comunicação, não um julgamento sobre as pessoas.',
        'Pontuações perto do meio indicam flexibilidade.',
        'Use o resultado para estimular a reflexão, não para se rotular.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem organização, decisão, senso prático e uma forte ética de trabalho. Você consegue pôr ordem no caos, tomar decisões claras sob pressão e manter as pessoas responsáveis pelo que assumem. Os grupos muitas vezes se sentem mais seguros porque sabem o que se espera deles e que alguém está mantendo tudo nos trilhos.',
        'Os pontos cegos podem incluir impaciência com pessoas mais lentas ou menos estruturadas, descartar ideias novas que ainda não têm prova e expressar críticas com mais facilidade do que reconhecimento. O crescimento muitas vezes vem de ouvir antes de decidir, testar abordagens desconhecidas em pequena escala e criar o hábito de reconhecer o esforço, além dos resultados.',
      ],
      [
        'Pare para fazer uma pergunta antes de corrigir alguém.',
        'Elogie de forma específica pelo menos tanto quanto critica.',
        'Experimente uma ideia não comprovada em um contexto de baixo risco.',
        'Deixe outra pessoa definir o plano de vez em quando.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Os amigos tendem a ver você como leal, direto e a pessoa que faz os planos acontecerem. Você demonstra carinho organizando, protegendo e ajudando de formas práticas. Talvez prefira amigos confiáveis e honestos e goste de tradições como jantares regulares ou viagens anuais.',
        'Na vida a dois, sua clareza e sua confiabilidade são pontos fortes, embora a pessoa parceira às vezes possa sentir que a opinião dela é ignorada. Nos conflitos, você pode focar em quem está certo e no que deve ser feito, enquanto o outro precisa se sentir ouvido. Desacelere, devolva o que ele sente e convide-o a propor soluções antes de oferecer as suas.',
      ],
      [
        'Peça a visão do outro antes de dar a sua.',
        'Suavize o tom sem diluir a mensagem.',
        'Compartilhe decisões em vez de anunciá-las.',
        'Reserve tempo para diversão sem roteiro a dois.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções que recompensam organização e responsabilidade: gestão, operações, finanças, segurança pública, carreira militar, gestão de projetos, administração, logística e liderança de vendas. Hierarquias claras, metas mensuráveis, regras justas e colegas competentes que cumprem seus compromissos costumam trazer o seu melhor trabalho.',
        'As armadilhas incluem frustração com a ambiguidade, conflito com colegas que valorizam a flexibilidade e esgotamento por assumir responsabilidade demais. Ajuda ganhar conforto com a incerteza, buscar a opinião de pessoas que pensam diferente e lembrar que um processo é uma ferramenta a serviço das pessoas, e não o contrário.',
      ],
      [
        'Busque funções com metas claras e responsabilização.',
        'Convide opiniões divergentes antes de grandes decisões.',
        'Defina limites para quanta responsabilidade você absorve.',
        'Revise os processos todo ano para ver o que já não serve.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Intuição ou Percepção, pessoas com este perfil tendem a focar em execução, padrões e prazos. Na colaboração, muitas vezes assumem papéis de coordenação, deixam claro quem faz o quê e acompanham. Podem ficar impacientes em sessões abertas de brainstorming que não levam a decisões.',
        'Como líderes, costumam oferecer estrutura, expectativas claras e acompanhamento consistente. As decisões tendem a ser rápidas, práticas e baseadas na experiência. Colegas que preferem Intuição podem complementá-las sugerindo abordagens novas, e os que preferem Sentimento podem ajudá-las a considerar o ânimo da equipe e como as mudanças serão recebidas.',
      ],
      [
        'Colaboração: coordenador, claro quanto a papéis e prazos.',
        'Liderança: estruturada e consistente; pode parecer rígida.',
        'Tomada de decisão: rápida, prática, baseada na experiência.',
        'Complementado por colegas imaginativos e empáticos.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, pratique fazer pelo menos uma pergunta aberta em cada reunião antes de propor uma solução. Anote o que aprende e se a decisão final muda. Isso incorpora a escuta à sua firmeza natural sem atrasar muito você.',
        'Ao longo de 90 dias, escolha uma área no trabalho ou em casa em que você normalmente define as regras e convide outras pessoas a redesenhá-la. Apoie a abordagem delas mesmo que seja diferente da sua e avaliem juntos o resultado. Organizadores que compartilham a responsabilidade muitas vezes formam equipes capazes de funcionar bem mesmo quando eles não estão presentes.',
      ],
      [
        'Dias 1 a 30: fazer uma pergunta aberta antes de propor.',
        'Anotar o que a escuta mudou.',
        'Dias 31 a 90: deixar outros redesenharem um processo.',
        'Avaliar os resultados em conjunto, não sozinho.',
      ],
    ),
    additional_test: s(
      [
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como amabilidade e abertura, que podem mostrar como sua franqueza e sua preferência por métodos comprovados se comparam às dos outros. Vê-las como traços contínuos pode destacar onde pequenos ajustes fariam grande diferença na forma como você é percebido.',
        'A avaliação de interesses profissionais pode confirmar quais funções organizacionais ou de liderança combinam com seus interesses. O teste de relacionamentos emocionais explora proximidade e independência, o que pode ajudar se a pessoa parceira pedir mais expressão emocional. O teste de desenvolvimento pessoal sugere hábitos concretos de paciência e escuta.',
      ],
      [
        'Mapeamento psicológico: níveis de amabilidade e abertura.',
        'Avaliação de interesses profissionais: áreas de liderança e organização.',
        'Relacionamentos emocionais: expressar proximidade.',
        'Desenvolvimento pessoal: hábitos de paciência e escuta.',
      ],
    ),
    further_reading: s(
      [
        'Os 7 Hábitos das Pessoas Altamente Eficazes, de Stephen Covey, oferece uma abordagem estruturada para a eficácia pessoal e profissional que costuma agradar a organizadores. O Gestor Eficaz, de Peter Drucker, trata de tempo, prioridades e decisões, e os escritos estoicos de Epicteto ensinam a focar no que está sob seu controle.',
        'Para ampliar sua abordagem, leia sobre escuta ativa e liderança situacional, que sugere adaptar seu estilo à experiência e à confiança das pessoas. O conceito de segurança psicológica explica por que as equipes compartilham problemas mais abertamente com líderes que convidam à discordância, um complemento útil a padrões claros.',
      ],
      [
        'Stephen Covey, Os 7 Hábitos das Pessoas Altamente Eficazes.',
        'Peter Drucker, O Gestor Eficaz.',
        'Epicteto, Manual.',
        'Temas: liderança situacional, escuta ativa, segurança psicológica.',
      ],
    ),
  },
};

const ESFJ: TypeReportContent = {
  description:
    'O Anfitrião combina calor humano extrovertido com atenção prática às necessidades das pessoas e amor pela harmonia e pela ordem. Pessoas com este perfil costumam fazer os outros se sentirem bem-vindos, organizar encontros e equipes com cuidado e acompanhar os detalhes que ajudam todos a se sentirem bem cuidados. Muitas vezes valorizam tradição, lealdade e reconhecimento.',
  keywords: ['Sociável', 'Atencioso', 'Organizado', 'Leal', 'Observador', 'Cooperativo', 'Generoso'],
  famousPeople: ['Molly Weasley (Harry Potter)', 'Taylor Swift', 'Hugh Jackman', 'Leslie Knope (Parks and Recreation)'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Sensação, Sentimento e Julgamento. Você tende a ganhar energia com as pessoas, nota detalhes concretos, toma decisões pensando nos sentimentos dos outros e na harmonia e gosta das coisas planejadas e resolvidas. Juntas, essas preferências descrevem alguém que cria ambientes acolhedores e bem organizados, em que os outros se sentem incluídos.',
        'O resultado não significa que você só quer agradar nem que evita decisões difíceis. Ele descreve aquilo em que você presta atenção primeiro. Se suas pontuações em Sentimento ou Julgamento estiverem perto do meio, você pode ser bastante lógico ou flexível quando necessário. Leia o perfil como a descrição de preferências que você pode usar de forma consciente.',
      ],
      [
        'Preferências mostram hábitos, não limites.',
        'Valorizar a harmonia não significa evitar todo conflito.',
        'Pontuações no meio sugerem flexibilidade.',
        'Compare o perfil com seu jeito de agir em papéis diferentes.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem calor humano, generosidade, organização e talento para reunir pessoas. Você percebe quem se sente de fora, lembra datas importantes e cria tradições que dão aos grupos um sentimento de pertencimento. As pessoas muitas vezes se sentem cuidadas na sua presença, e as equipes funcionam melhor quando você está envolvido.',
        'Os pontos cegos podem incluir depender da aprovação dos outros, levar críticas para o lado pessoal e negligenciar as próprias necessidades enquanto cuida de todos. Você também pode resistir a mudanças que alteram rotinas familiares. O crescimento vem de separar seu valor das reações dos outros, pedir diretamente o que precisa e dar uma chance justa a abordagens novas.',
      ],
      [
        'Perceba quando está buscando aprovação e faça uma pausa antes de agir.',
        'Peça opinião sobre suas ideias, não sobre sua gentileza.',
        'Reserve uma noite por semana para você.',
        'Experimente uma mudança em casa ou no trabalho antes de julgá-la.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a ser um amigo ativo e generoso, que mantém contato, organiza encontros e celebra as conquistas dos outros. Os amigos valorizam sua confiabilidade e seu jeito de fazê-los se sentirem especiais. Talvez goste de uma rede social ampla e se sinta mais feliz quando as pessoas ao seu redor se dão bem.',
        'Na vida a dois, você costuma ser dedicado e atento e pode esperar o mesmo esforço em troca. Nos conflitos, pode se esforçar muito para apaziguar e se magoar se seu cuidado não for reconhecido. Diga com clareza do que precisa, aceite que alguma tensão é normal e dê ao outro espaço para discordar sem encarar isso como rejeição.',
      ],
      [
        'Agradeça e também peça reconhecimento quando precisar.',
        'Permita que discordâncias existam sem resolvê-las na hora.',
        'Expresse necessidades diretamente, não por meio de indiretas.',
        'Verifique se a ajuda é desejada antes de oferecê-la.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções que combinam pessoas e organização: ensino, enfermagem e saúde, organização de eventos, hotelaria, recursos humanos, sucesso do cliente, gestão de escritório, vendas e trabalho comunitário. Equipes amistosas, com papéis claros e reconhecimento regular, costumam trazer o seu melhor.',
        'As armadilhas incluem assumir tarefas demais para não decepcionar ninguém, ter dificuldade em ambientes impessoais ou muito competitivos e se sentir esgotado por conflitos não resolvidos. Ajuda estabelecer limites, praticar tomar decisões certas mesmo quando são impopulares e pedir reconhecimento de formas concretas.',
      ],
      [
        'Busque funções em que cuidado e coordenação sejam valorizados.',
        'Defina um limite de favores que você aceita por semana.',
        'Pratique comunicar decisões impopulares com gentileza e clareza.',
        'Mantenha um registro das suas conquistas para as avaliações.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais reservados ou orientados pelo Pensamento, pessoas com este perfil muitas vezes assumem o papel de anfitriãs da equipe: acolhem quem chega, organizam eventos em conjunto e mantêm a comunicação fluindo. Na colaboração, prestam atenção tanto aos detalhes práticos quanto ao clima do grupo e podem achar desconfortável a crítica aberta.',
        'Como líderes, costumam formar equipes leais e unidas, oferecer uma estrutura clara e reconhecer o esforço das pessoas. As decisões tendem a pesar o efeito sobre as pessoas e as práticas já estabelecidas. Colegas que preferem Pensamento ou Intuição podem complementá-las com análise distanciada e ideias novas quando o jeito conhecido já não funciona.',
      ],
      [
        'Colaboração: conector, organizador, guardião do ânimo.',
        'Liderança: solidária e estruturada; pode evitar decisões duras.',
        'Tomada de decisão: atenta às pessoas e prática.',
        'Complementado por colegas analíticos e inovadores.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, perceba quando você diz sim no automático. Antes de responder a um pedido, faça uma pausa e pergunte se tem tempo e energia para isso. Anote cada vez que recusar algo e como se sentiu depois; muitas pessoas descobrem que a decepção temida raramente acontece.',
        'Ao longo de 90 dias, escolha um interesse pessoal que não tenha nada a ver com receber ou ajudar e dedique a ele um tempo regular. Paralelamente, pratique uma conversa honesta por mês em que você expõe uma discordância com calma. Anfitriões que cuidam de si mesmos têm mais calor humano para oferecer aos outros, não menos.',
      ],
      [
        'Dias 1 a 30: pausar antes de cada sim automático.',
        'Registrar os pedidos recusados e o que aconteceu depois.',
        'Dias 31 a 90: reservar tempo regular para um interesse pessoal.',
        'Todo mês: expor uma discordância com calma.',
      ],
    ),
    additional_test: s(
      [
        'O teste de relacionamentos emocionais explora proximidade, confiança e independência, o que pode mostrar o quanto sua sensação de segurança depende da aprovação dos outros. O teste de desenvolvimento pessoal oferece passos práticos do dia a dia para limites, confiança e autocuidado, para que o carinho que você dá aos outros seja acompanhado pelo cuidado que você dá a si mesmo.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como amabilidade, extroversão e estabilidade emocional, dando um retrato mais fino de como você reage a conflitos e ao estresse. A avaliação de interesses profissionais pode ajudar você a encontrar funções em que sua habilidade com pessoas e sua organização sejam usadas e reconhecidas.',
      ],
      [
        'Relacionamentos emocionais: segurança e aprovação.',
        'Desenvolvimento pessoal: limites e autocuidado.',
        'Mapeamento psicológico: níveis de amabilidade e estabilidade.',
        'Avaliação de interesses profissionais: funções voltadas para pessoas.',
      ],
    ),
    further_reading: s(
      [
        'A Coragem de Ser Imperfeito, de Brené Brown, explora vulnerabilidade e coragem nas relações, e As Cinco Linguagens do Amor, de Gary Chapman, oferece uma estrutura simples para entender como as pessoas dão e recebem carinho. Emma, de Jane Austen, é um retrato clássico e bem-humorado de alguém que adora organizar a vida dos outros.',
        'Para crescer, leia sobre a necessidade de agradar e sobre assertividade, e sobre a diferença entre empatia e querer salvar os outros. Conversas Difíceis, de Douglas Stone, Bruce Patton e Sheila Heen, oferece uma abordagem prática para divergências que protege as relações sem deixar de tratar a questão real.',
      ],
      [
        'Brené Brown, A Coragem de Ser Imperfeito.',
        'Gary Chapman, As Cinco Linguagens do Amor.',
        'Douglas Stone e outros, Conversas Difíceis.',
        'Jane Austen, Emma.',
        'Temas: assertividade, necessidade de agradar, limites saudáveis.',
      ],
    ),
  },
};

const ISTP: TypeReportContent = {
  description:
    'O Solucionador combina um foco calmo e interior com um interesse prático em como as coisas realmente funcionam. Pessoas com este perfil costumam observar em silêncio, analisar problemas com lógica e agir com firmeza quando algo precisa de conserto. Em geral valorizam independência, eficiência e liberdade para reagir às situações conforme elas surgem.',
  keywords: ['Prático', 'Calmo', 'Analítico', 'Independente', 'Mão na massa', 'Adaptável', 'Engenhoso'],
  famousPeople: ['Clint Eastwood', 'Michael Jordan', 'Bear Grylls', 'Indiana Jones'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Sensação, Pensamento e Percepção. Você tende a recarregar as energias sozinho, confia em evidências concretas e na experiência direta, decide pela lógica e por causa e efeito e mantém suas opções abertas. Juntas, essas preferências descrevem alguém que aprende fazendo e mantém a cabeça fria quando os outros estão correndo.',
        'O resultado não significa que você é distante, imprudente ou desinteressado pelas pessoas. Ele descreve para onde sua atenção tende a ir primeiro: para a mecânica de uma situação e a forma mais eficiente de lidar com ela. Se algumas pontuações estiverem perto do meio, você pode planejar ou expressar sentimentos com mais facilidade do que esta descrição sugere. Trate-a como um esboço, não como um retrato.',
      ],
      [
        'Preferências descrevem estilo, não habilidade.',
        'Calma na crise é um hábito, não falta de sentimento.',
        'Pontuações perto do ponto de corte são menos certas.',
        'Confira o perfil com o que você realmente faz.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem inteligência prática, calma sob pressão, adaptabilidade e talento para encontrar soluções simples para problemas complicados. Você aprende rápido experimentando e consegue dominar ferramentas, sistemas e habilidades físicas que intimidam os outros. As pessoas tendem a confiar em você em uma emergência.',
        'Os pontos cegos podem incluir guardar pensamentos e sentimentos até que os outros se sintam excluídos, perder o interesse em planos de longo prazo e evitar compromissos que limitem sua liberdade. O crescimento muitas vezes vem de compartilhar seu raciocínio, colocar algumas metas de longo prazo no papel e deixar pessoas de confiança verem mais do seu mundo interior do que você costuma mostrar.',
      ],
      [
        'Explique seu raciocínio quando consertar ou decidir algo.',
        'Defina uma meta de longo prazo e revise-a todo mês.',
        'Compartilhe um pensamento pessoal por semana com um amigo de confiança.',
        'Perceba quando a independência vira isolamento.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a se conectar com as pessoas por meio de atividades compartilhadas mais do que de longas conversas: construir algo, viajar, praticar um esporte ou resolver um problema juntos. Os amigos apreciam seu jeito descontraído, sua lealdade e sua ajuda prática. Em geral você prefere relações que respeitam sua necessidade de espaço e não exigem contato constante.',
        'Na vida a dois, você pode demonstrar carinho com ações e achar conversas emocionais cansativas ou confusas. A pessoa parceira pode interpretar seu silêncio como distância. Nos conflitos, você pode se desligar até as coisas esfriarem. Ajuda dizer que precisa de tempo, marcar um momento para voltar ao assunto e nomear pelo menos um sentimento com palavras simples.',
      ],
      [
        'Diga quando precisa de espaço e quando vai voltar.',
        'Nomeie um sentimento com palavras em conversas difíceis.',
        'Planeje atividades que os dois apreciem.',
        'Pergunte do que a pessoa parceira precisa em vez de adivinhar.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções em que a solução prática de problemas e a autonomia são centrais: engenharia, mecânica, TI e segurança, serviços de emergência, pilotagem, trabalho pericial, análise de dados, ofícios especializados, esportes ou qualquer trabalho com ferramentas, sistemas ou situações do mundo real. Ambientes com pouca burocracia costumam combinar mais com você.',
        'As armadilhas incluem tédio com a rotina, frustração com regras que parecem sem sentido e a tendência de seguir em frente antes que uma função tenha dado todo o retorno. Você também pode subvalorizar suas habilidades porque prefere fazer a falar. Ajuda documentar suas conquistas, escolher funções com variedade e construir relações com pessoas que possam defender seu trabalho.',
      ],
      [
        'Busque autonomia e problemas reais para resolver.',
        'Registre os consertos e melhorias que você entrega.',
        'Escolha funções com variedade e trabalho prático.',
        'Construa relações com colegas que possam recomendar você.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Extroversão ou Sentimento, pessoas com este perfil tendem a contribuir em silêncio, focando em soluções práticas em vez de discussões. Na colaboração, muitas vezes se tornam a pessoa de referência para problemas técnicos ou urgentes e podem preferir reuniões curtas e objetivas a longas sessões de planejamento.',
        'Como líderes, costumam liderar pela competência e pelo exemplo calmo, dando liberdade às pessoas e intervindo quando um problema exige. As decisões tendem a ser rápidas, lógicas e baseadas na situação concreta. Colegas com preferência por Intuição ou Julgamento podem complementá-las com planos de longo prazo e mantendo os envolvidos informados.',
      ],
      [
        'Colaboração: solucionador prático, prefere reuniões breves.',
        'Liderança: calma e pouco intervencionista; pode comunicar pouco.',
        'Tomada de decisão: rápida, lógica, baseada na situação.',
        'Complementado por planejadores e comunicadores.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, depois de resolver um problema, reserve dois minutos para explicar a alguém o que você fez e por quê. Isso incorpora a comunicação ao seu ponto forte natural e ajuda os outros a aprender com você. Perceba com que frequência isso leva a novas oportunidades ou a um trabalho em equipe melhor.',
        'Ao longo de 90 dias, escolha uma meta de longo prazo, como uma habilidade, uma meta de economia ou um projeto pessoal, e divida-a em marcos mensais. Acrescente um hábito de relacionamento, como uma atividade regular com um amigo ou com a pessoa parceira. Solucionadores que acrescentam um pouco de planejamento e conexão muitas vezes descobrem que sua liberdade cresce em vez de diminuir.',
      ],
      [
        'Dias 1 a 30: explicar uma solução por dia a alguém.',
        'Dias 31 a 90: definir marcos mensais para uma meta.',
        'Manter uma atividade regular com alguém próximo.',
        'Revisar o progresso no fim de cada mês.',
      ],
    ),
    additional_test: s(
      [
        'O teste de QI por matrizes mede o raciocínio abstrato, algo que muitos solucionadores práticos gostam de explorar, embora responda a uma pergunta diferente da personalidade. A avaliação de interesses profissionais pode comparar áreas práticas e técnicas para mostrar onde seus interesses são mais fortes e quais funções podem prender sua atenção ao longo do tempo.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como extroversão, amabilidade e conscienciosidade, que podem esclarecer como sua independência e sua preferência por flexibilidade se comparam às dos outros. O teste de relacionamentos emocionais explora proximidade e independência, uma lente útil para um perfil que valoriza muito o espaço pessoal.',
      ],
      [
        'Teste de QI por matrizes: raciocínio abstrato como medida separada.',
        'Avaliação de interesses profissionais: áreas técnicas e práticas.',
        'Mapeamento psicológico: independência e flexibilidade nos traços.',
        'Relacionamentos emocionais: espaço e proximidade.',
      ],
    ),
    further_reading: s(
      [
        'Zen e a Arte da Manutenção de Motocicletas, de Robert Pirsig, explora qualidade, ofício e a satisfação de entender como as coisas funcionam. Shop Class as Soulcraft, de Matthew Crawford, reflete sobre o valor da competência manual, e O Design do Dia a Dia, de Donald Norman, explica por que algumas ferramentas e sistemas parecem intuitivos.',
        'Para crescer, leia sobre vocabulário emocional, a ideia de que nomear sentimentos com precisão facilita lidar com eles e compartilhá-los, e sobre prática deliberada, que mostra como as habilidades crescem por repetição focada. Autores estoicos como Epicteto também oferecem uma filosofia prática da calma que muitos solucionadores apreciam.',
      ],
      [
        'Robert Pirsig, Zen e a Arte da Manutenção de Motocicletas.',
        'Matthew Crawford, Shop Class as Soulcraft.',
        'Donald Norman, O Design do Dia a Dia.',
        'Temas: prática deliberada, vocabulário emocional, estoicismo.',
      ],
    ),
  },
};

const ISFP: TypeReportContent = {
  description:
    'O Espírito Livre combina uma natureza tranquila e observadora com calor humano, um forte senso pessoal de valores e um olhar para a beleza. Pessoas com este perfil costumam viver o presente, expressar-se mais pelo que fazem ou criam do que pelo que dizem e preferir flexibilidade a planos rígidos. Muitas vezes se importam profundamente com autenticidade e gentileza.',
  keywords: ['Gentil', 'Observador', 'Artístico', 'Mente aberta', 'Bondoso', 'Espontâneo', 'Autêntico'],
  famousPeople: ['Frida Kahlo', 'Michael Jackson', 'Bob Dylan', 'Audrey Hepburn'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Introversão, Sensação, Sentimento e Percepção. Você tende a recarregar as energias no silêncio, percebe detalhes sensoriais concretos, faz escolhas com base em valores pessoais e no cuidado com os outros e mantém suas opções abertas. Juntas, essas preferências descrevem alguém que vive a vida com intensidade e segue sua bússola interior, gentil mas firme.',
        'Este resultado não significa que você é passivo, sem rumo ou apenas artístico. Ele descreve seu jeito padrão de perceber o mundo e decidir. Se suas pontuações estiverem perto do meio em algumas dimensões, você também pode gostar de planejar ou analisar. Trate a descrição como um conjunto de tendências a explorar, não como uma identidade fixa.',
      ],
      [
        'Preferências mostram tendências, não talentos.',
        'Viver o presente é um estilo, não falta de ambição.',
        'Pontuações perto do meio indicam flexibilidade.',
        'Use o perfil como ferramenta de reflexão.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem sensibilidade, criatividade, bondade e a capacidade de estar totalmente presente. Você nota a beleza e pequenos detalhes que os outros ignoram e muitas vezes demonstra carinho mais por ações do que por palavras. As pessoas se sentem aceitas perto de você porque você raramente julga e costuma dar a elas espaço para serem quem são.',
        'Os pontos cegos podem incluir evitar conflitos até que sejam inevitáveis, ter dificuldade com o planejamento de longo prazo e ser muito duro consigo mesmo quando não corresponde aos próprios valores. O crescimento muitas vezes vem de expressar opiniões mais cedo, criar algumas estruturas leves para metas futuras e tratar os próprios sentimentos com a mesma aceitação que você oferece aos outros.',
      ],
      [
        'Compartilhe uma opinião em grupo por semana.',
        'Defina uma meta de longo prazo com uma verificação mensal simples.',
        'Perceba a autocrítica e responda como faria com um amigo.',
        'Crie tempo regular para atividades criativas ou sensoriais.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a formar amizades próximas e leais com um pequeno número de pessoas em quem confia. Os amigos valorizam sua aceitação, seu calor humano e sua atenção silenciosa, e você muitas vezes demonstra afeto com gestos atenciosos ou experiências compartilhadas, em vez de longas conversas. Talvez precise de tempo antes de se abrir com pessoas novas.',
        'Na vida a dois, você costuma ser dedicado e carinhoso, embora possa guardar mágoas para evitar tensão. Nos conflitos, pode se retrair ou ficar em silêncio, deixando o outro sem saber o que deu errado. Ajuda expressar os sentimentos cedo, mesmo que brevemente, e confiar que uma conversa honesta pode proteger a proximidade em vez de ameaçá-la.',
      ],
      [
        'Diga quando algo incomoda você, mesmo em poucas palavras.',
        'Compartilhe planos e desejos, não apenas reações.',
        'Peça tempo para pensar em vez de desaparecer.',
        'Demonstre reconhecimento do jeito que o outro prefere.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções que combinam habilidade prática, criatividade e sentido pessoal: arte e design, música, fotografia, artesanato, culinária, saúde e cuidados, veterinária, paisagismo e trabalhos ao ar livre ou qualquer ambiente em que possa trabalhar com as mãos e os sentidos. Ambientes flexíveis, acolhedores e pouco competitivos costumam combinar com você.',
        'As armadilhas incluem subvalorizar seu trabalho, evitar a autopromoção e permanecer em funções que contrariam seus valores porque a mudança parece assustadora. Ajuda manter um portfólio do seu trabalho, praticar descrever o valor dele em termos simples e buscar mentores que apreciem seu estilo. Passos pequenos e constantes costumam funcionar melhor do que grandes saltos na carreira.',
      ],
      [
        'Busque funções com flexibilidade e resultados tangíveis e significativos.',
        'Mantenha um portfólio do seu trabalho.',
        'Pratique uma descrição curta do que você faz bem.',
        'Encontre um mentor que valorize sua abordagem.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais extrovertidos ou orientados pelo Pensamento, pessoas com este perfil tendem a contribuir em silêncio, com capricho no ofício, ajuda prática e uma presença acolhedora. Na colaboração, costumam ser flexíveis e cooperativas e perceber quando alguém está com dificuldades. Em grupos grandes, podem guardar discordâncias ou ideias fortes para si.',
        'Como líderes, costumam liderar pelo exemplo, dando liberdade às pessoas e respeitando as diferenças individuais. Suas decisões são guiadas por valores e pela situação concreta e tendem a ser tomadas quando parecem certas, e não por um cronograma fixo. Colegas com preferência por Julgamento ou Pensamento podem complementá-las com estrutura e análise franca.',
      ],
      [
        'Colaboração: flexível, solidário, focado na qualidade.',
        'Liderança: pelo exemplo e pelo respeito; pode evitar confrontos.',
        'Tomada de decisão: baseada em valores e na situação.',
        'Complementado por colegas estruturados e que falam abertamente.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, mantenha um caderninho com coisas que tocaram ou inspiraram você a cada dia, como uma cor, um som ou um gesto gentil. Isso amplia a consciência do que nutre você e pode revelar direções para escolhas criativas ou profissionais que você ainda não tinha considerado.',
        'Ao longo de 90 dias, escolha uma meta significativa e planeje apenas os próximos três passos, revisando-os a cada mês. Paralelamente, pratique dizer o que pensa ou sente em uma situação por semana em que normalmente ficaria calado. Espíritos livres que acrescentam um pouco de direção e de voz muitas vezes descobrem que seus valores moldam a vida de forma mais plena.',
      ],
      [
        'Dias 1 a 30: anotar diariamente o que inspirou você.',
        'Dias 31 a 90: planejar três passos rumo a uma meta.',
        'Revisar e redefinir esses passos todo mês.',
        'Toda semana: falar uma vez onde você ficaria calado.',
      ],
    ),
    additional_test: s(
      [
        'A avaliação de interesses profissionais pode ajudar você a ver quais áreas criativas, práticas ou de cuidado combinam com seus interesses, algo útil para um perfil que muitas vezes escolhe pelo que sente. O teste de desenvolvimento pessoal sugere passos pequenos e realistas para construir confiança e um senso suave de direção.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como abertura e estabilidade emocional, que podem ajudar a explicar sua sensibilidade ao ambiente e à beleza. O teste de relacionamentos emocionais explora proximidade, confiança e independência, mostrando como você equilibra sua necessidade de espaço pessoal com o desejo de uma conexão profunda.',
      ],
      [
        'Avaliação de interesses profissionais: áreas criativas e práticas.',
        'Desenvolvimento pessoal: confiança e direção.',
        'Mapeamento psicológico: níveis de abertura e sensibilidade.',
        'Relacionamentos emocionais: espaço e conexão.',
      ],
    ),
    further_reading: s(
      [
        'Walden, de Henry David Thoreau, reflete sobre uma vida simples e a atenção ao presente, temas que costumam ressoar com este perfil. O Caminho do Artista, de Julia Cameron, oferece exercícios práticos para a confiança criativa, e as cartas de Vincent van Gogh ao irmão Theo mostram a vida interior de um artista sensível.',
        'Para crescer, leia sobre mindfulness, a prática de prestar atenção ao presente sem julgamento, que se apoia em um ponto forte natural, e sobre autocompaixão, que pode suavizar um crítico interno severo. O conceito de pequenas vitórias, muito discutido na pesquisa sobre hábitos, pode ajudar você a avançar rumo a metas maiores sem pressão.',
      ],
      [
        'Henry David Thoreau, Walden.',
        'Julia Cameron, O Caminho do Artista.',
        'Vincent van Gogh, Cartas a Théo.',
        'Temas: mindfulness, autocompaixão, pequenas vitórias.',
      ],
    ),
  },
};

const ESTP: TypeReportContent = {
  description:
    'O Dínamo combina energia extrovertida com um olhar afiado para o que está acontecendo agora e uma abordagem lógica que coloca a ação em primeiro lugar. Pessoas com este perfil costumam ler as situações rapidamente, gostam de correr riscos calculados e preferem aprender fazendo a longas discussões. Muitas vezes levam empolgação, humor e soluções práticas a qualquer grupo.',
  keywords: ['Energético', 'Orientado à ação', 'Observador', 'Ousado', 'Pragmático', 'Persuasivo', 'Adaptável'],
  famousPeople: ['Ernest Hemingway', 'Winston Churchill', 'Madonna', 'James Bond'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Sensação, Pensamento e Percepção. Você tende a tirar energia das pessoas e da atividade, confia em fatos concretos e no que pode ver, decide pela lógica e pelos resultados e se mantém flexível. Juntas, essas preferências descrevem alguém que se sai bem em situações de ritmo acelerado e gosta de agir enquanto os outros ainda estão conversando.',
        'O resultado não significa que você é descuidado, impulsivo ou desinteressado pelo futuro. Ele descreve sua abordagem padrão: observar, decidir, agir, ajustar. Se algumas das suas pontuações estiverem perto do meio, você pode planejar ou refletir mais do que a descrição clássica sugere. Trate o perfil como uma lente para perceber seus hábitos, não como uma regra.',
      ],
      [
        'Preferências mostram estilo, não capacidade.',
        'Gostar de ação não significa ignorar consequências.',
        'Pontuações perto do meio indicam flexibilidade.',
        'Compare a descrição com situações específicas.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem raciocínio rápido, solução prática de problemas, confiança e talento para ler pessoas e situações na hora. Você consegue lidar com crises com calma, negociar com eficácia e fazer as coisas acontecerem quando os outros hesitam. As pessoas muitas vezes gostam da sua energia e do seu senso de diversão.',
        'Os pontos cegos podem incluir correr riscos sem pesar totalmente os custos de longo prazo, ficar inquieto com a rotina e passar por cima dos sentimentos dos outros na pressa de agir. O crescimento muitas vezes vem de incluir uma breve pausa nas grandes decisões, definir algumas metas de longo prazo e verificar como sua franqueza foi recebida antes de passar para a próxima coisa.',
      ],
      [
        'Durma sobre qualquer decisão com consequências de longo prazo.',
        'Anote uma meta para o próximo ano e revise-a todo mês.',
        'Pergunte como alguém se sentiu depois de uma decisão rápida.',
        'Canalize a inquietação para esporte, viagens ou novas habilidades.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a fazer amigos com facilidade e a gostar de uma vida social ativa, cheia de experiências compartilhadas: esportes, viagens, festas e planos espontâneos. Os amigos valorizam seu humor, sua generosidade e sua disposição para experimentar qualquer coisa. Você costuma demonstrar carinho fazendo coisas junto e ajudando de forma prática quando alguém precisa.',
        'Na vida a dois, sua energia e sua espontaneidade podem ser empolgantes, embora a pessoa parceira às vezes possa querer mais planejamento, profundidade ou segurança. Nos conflitos, você pode preferir seguir em frente rapidamente em vez de revisitar sentimentos. Ajuda desacelerar, ouvir até o fim e reconhecer a visão do outro antes de propor uma solução ou mudar de assunto.',
      ],
      [
        'Planeje algumas coisas com antecedência para quem gosta de segurança.',
        'Ouça até o fim antes de oferecer uma solução.',
        'Retome conversas importantes em vez de simplesmente seguir em frente.',
        'Demonstre carinho com palavras, além de ações.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções ativas, variadas e orientadas a resultados: vendas, empreendedorismo, serviços de emergência, esportes, marketing, negociação, hotelaria, gestão de obras, mercado financeiro ou qualquer trabalho em que decisões rápidas e ação no mundo real importem. Ambientes com liberdade, variedade e resultados visíveis costumam combinar bem com você.',
        'As armadilhas incluem tédio com papelada e projetos de longo prazo, impaciência com processos lentos e a tentação de pular etapas. Ajuda delegar ou automatizar tarefas rotineiras, fazer parceria com planejadores e lembrar que alguns investimentos de longo prazo, em habilidades, relações e reputação, podem multiplicar o que sua energia alcança ao longo do tempo.',
      ],
      [
        'Busque funções ativas com variedade e retorno rápido.',
        'Faça parceria com planejadores em projetos de longo prazo.',
        'Agrupe ou delegue a papelada.',
        'Invista em uma habilidade de longo prazo por ano.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas que preferem Intuição ou Julgamento, pessoas com este perfil tendem a focar em resultados imediatos e ação prática. Na colaboração, muitas vezes energizam a equipe, cortam debates longos e assumem tarefas que exigem respostas rápidas. Podem perder o interesse em longas sessões de planejamento ou em teoria abstrata.',
        'Como líderes, costumam liderar da linha de frente, reagindo rápido a mudanças de circunstância e motivando as pessoas pela energia e pelo exemplo. As decisões tendem a ser rápidas, pragmáticas e baseadas nos fatos do momento. Colegas que preferem Intuição ou Julgamento podem complementá-las pensando nas implicações de longo prazo e mantendo a estrutura no lugar.',
      ],
      [
        'Colaboração: energizador, responde rápido, prático.',
        'Liderança: da linha de frente; pode negligenciar o planejamento de longo prazo.',
        'Tomada de decisão: rápida, pragmática, baseada em fatos.',
        'Complementado por colegas estratégicos e estruturados.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, antes de cada decisão importante, reserve cinco minutos para anotar o melhor cenário, o pior cenário e o resultado mais provável. Essa pequena pausa mantém sua velocidade e acrescenta visão de futuro. Revise suas anotações no fim do mês para ver quais decisões saíram como esperado.',
        'Ao longo de 90 dias, escolha uma meta de longo prazo que empolgue você, como uma qualificação, uma ideia de negócio ou uma meta de condicionamento físico, e defina marcos mensais. Acrescente uma prática de relacionamento, como uma conversa semanal sem celulares. Dínamos que unem ação a um pouco de reflexão muitas vezes descobrem que seu impacto dura muito mais.',
      ],
      [
        'Dias 1 a 30: cinco minutos para melhor, pior e provável cenário.',
        'Dias 31 a 90: marcos mensais para uma meta.',
        'Toda semana: uma conversa sem distrações com alguém próximo.',
        'Revisar quais decisões rápidas deram certo.',
      ],
    ),
    additional_test: s(
      [
        'A avaliação de interesses profissionais pode mostrar quais áreas ativas, voltadas para pessoas ou práticas combinam mais com seus interesses, ajudando você a escolher funções que prendam sua atenção. O teste de desenvolvimento pessoal oferece passos práticos e curtos para foco e metas de longo prazo que cabem em uma vida ativa, em vez de desacelerá-la.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como conscienciosidade e amabilidade, que podem mostrar como sua preferência por ação e franqueza se compara à dos outros. O teste de relacionamentos emocionais explora proximidade e independência, algo útil para um perfil que valoriza a liberdade e pode achar conversas emocionais mais profundas menos naturais.',
      ],
      [
        'Avaliação de interesses profissionais: áreas ativas e práticas.',
        'Desenvolvimento pessoal: foco e metas de longo prazo.',
        'Mapeamento psicológico: conscienciosidade e amabilidade.',
        'Relacionamentos emocionais: liberdade e proximidade.',
      ],
    ),
    further_reading: s(
      [
        'O Velho e o Mar, de Ernest Hemingway, é um clássico curto sobre persistência e ação, e as memórias de Winston Churchill mostram um líder que se fortalecia nas crises. Negocie Como se Sua Vida Dependesse Disso, de Chris Voss, oferece técnicas práticas de negociação que combinam com uma mente rápida e observadora.',
        'Para crescer, leia sobre gratificação adiada e os famosos experimentos do marshmallow, e sobre o pré-mortem, uma técnica de planejamento em que você imagina que um projeto fracassou e descobre por quê. As duas ideias ajudam a unir sua velocidade natural à visão de futuro, sem desacelerar você mais do que o necessário.',
      ],
      [
        'Ernest Hemingway, O Velho e o Mar.',
        'Chris Voss, Negocie Como se Sua Vida Dependesse Disso.',
        'Winston Churchill, Minha Mocidade.',
        'Temas: o pré-mortem, gratificação adiada.',
      ],
    ),
  },
};

const ESFP: TypeReportContent = {
  description:
    'A Centelha combina calor humano extrovertido com amor pelo momento presente e uma percepção aguçada do que os outros estão sentindo. Pessoas com este perfil costumam levar diversão, generosidade e espontaneidade a tudo o que fazem e gostam de tornar a vida mais agradável para todos ao seu redor. Muitas vezes aprendem melhor pela experiência prática.',
  keywords: ['Animado', 'Caloroso', 'Espontâneo', 'Generoso', 'Brincalhão', 'Observador', 'Sociável'],
  famousPeople: ['Marilyn Monroe', 'Elvis Presley', 'Freddie Mercury', 'Jamie Oliver'],
  sections: {
    result_analysis: s(
      [
        'Suas respostas indicam uma preferência por Extroversão, Sensação, Sentimento e Percepção. Você tende a ganhar energia com pessoas e atividade, nota detalhes e sensações concretas, toma decisões pensando nas pessoas e nos valores e mantém os planos flexíveis. Juntas, essas preferências descrevem alguém que aproveita a vida por inteiro e ajuda os outros a fazer o mesmo.',
        'Este resultado não significa que você é superficial ou incapaz de levar as coisas a sério. Ele descreve o que costuma energizar você e para onde sua atenção vai primeiro. Se algumas pontuações estiverem perto do meio, você pode ser mais reflexivo ou organizado do que a descrição clássica sugere. Trate o perfil como ponto de partida para perceber suas forças e seus hábitos.',
      ],
      [
        'Preferências mostram energia e atenção, não profundidade.',
        'Aproveitar o momento é uma força, não um defeito.',
        'Pontuações perto do meio indicam flexibilidade.',
        'Use o perfil para refletir, não para rotular.',
      ],
    ),
    personal_growth: s(
      [
        'Seus pontos fortes normalmente incluem calor humano, entusiasmo, prestatividade prática e a capacidade de levantar o ânimo de qualquer grupo. Você percebe do que as pessoas precisam no momento e responde com rapidez e generosidade. Adapta-se facilmente a situações novas e muitas vezes torna os momentos difíceis mais leves para os outros.',
        'Os pontos cegos podem incluir evitar tarefas ou conversas desagradáveis, gastar tempo e dinheiro no momento à custa do futuro e levar críticas muito para o lado pessoal. O crescimento muitas vezes vem de enfrentar pequenas dificuldades cedo, criar algumas rotinas simples para metas de longo prazo e lembrar que um retorno sobre seu trabalho não é um veredito sobre você.',
      ],
      [
        'Faça uma tarefa desagradável logo no início de cada dia.',
        'Defina uma meta simples de economia ou de aprendizado para o ano.',
        'Peça um retorno e agradeça à pessoa por ele.',
        'Perceba quando a diversão é um jeito de evitar algo difícil.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Você tende a ter um círculo amplo de amigos e gosta de reuni-los em experiências: refeições, shows, viagens, festas. Os amigos valorizam sua generosidade, seu jeito brincalhão e a forma como você os faz se sentirem notados. Muitas vezes você demonstra carinho fazendo algo concreto, como aparecer com comida ou planejar um agrado.',
        'Na vida a dois, você costuma ser afetuoso e atento, e a pessoa parceira às vezes pode querer mais planejamento de longo prazo ou conversas sérias. Nos conflitos, você pode tentar aliviar o clima ou evitar o assunto. Ajuda permanecer um pouco mais em uma conversa difícil, ouvir por completo e combinar juntos próximos passos concretos.',
      ],
      [
        'Permaneça um pouco mais nas conversas difíceis.',
        'Planeje algumas coisas com antecedência com a pessoa parceira.',
        'Invista em algumas amizades profundas, além das muitas leves.',
        'Compartilhe suas próprias preocupações, não só as dos outros.',
      ],
    ),
    career_growth: s(
      [
        'Você tende a florescer em funções animadas, centradas em pessoas e práticas: hotelaria, eventos, artes cênicas, vendas, experiência do cliente, ensino para crianças pequenas, educação física, saúde, viagens e turismo, varejo e design. Ambientes com variedade, trabalho em equipe e retorno imediato costumam despertar sua melhor energia.',
        'As armadilhas incluem tédio com tarefas repetitivas ou solitárias, dificuldade com o planejamento de longo prazo e desânimo diante de críticas. Ajuda fazer parceria com colegas que gostam de estrutura, dividir metas maiores em passos curtos e visíveis e buscar funções em que sua habilidade com pessoas seja reconhecida como uma verdadeira força profissional.',
      ],
      [
        'Busque funções variadas, em contato com pessoas e com retorno rápido.',
        'Divida projetos longos em passos curtos.',
        'Faça parceria com colegas estruturados.',
        'Descreva sua habilidade com pessoas como conquistas concretas.',
      ],
    ),
    professional_benchmark: s(
      [
        'Em comparação com colegas mais reservados ou orientados pelo Pensamento, pessoas com este perfil muitas vezes trazem energia, humor e foco nas necessidades imediatas das pessoas. Na colaboração, tendem a criar afinidade rapidamente, aliviar tensões e fazer clientes ou colegas se sentirem bem-vindos. Podem achar longas sessões de planejamento ou discussões abstratas menos envolventes.',
        'Como líderes, costumam criar um ambiente amistoso e animado, dar o exemplo e responder rapidamente ao que as pessoas precisam. As decisões tendem a pesar o impacto humano e a situação concreta. Colegas que preferem Intuição ou Julgamento podem complementá-las focando em estratégia de longo prazo, planos detalhados e acompanhamento consistente.',
      ],
      [
        'Colaboração: cria afinidade, energiza, ajuda na prática.',
        'Liderança: calorosa e receptiva; pode evitar o planejamento de longo prazo.',
        'Tomada de decisão: atenta às pessoas e à situação.',
        'Complementado por colegas estratégicos e estruturados.',
      ],
    ),
    advanced_guide: s(
      [
        'Nos próximos 30 dias, escolha uma tarefa que você vem evitando e enfrente um pedacinho dela a cada dia. Combine isso com uma pequena recompensa, como uma caminhada ou uma ligação para um amigo. Isso cria o hábito de encarar as dificuldades cedo, mantendo a diversão que motiva você.',
        'Ao longo de 90 dias, defina uma meta de longo prazo, por exemplo um valor a economizar, um curso ou um desafio físico, e acompanhe o progresso de forma visível em um calendário ou gráfico. Acrescente uma conversa mensal sobre planos e preocupações com alguém de confiança. Centelhas que acrescentam um pouco de visão de futuro muitas vezes descobrem que sua alegria se torna mais duradoura.',
      ],
      [
        'Dias 1 a 30: um pequeno passo diário em uma tarefa evitada.',
        'Recompense-se depois de cada passo.',
        'Dias 31 a 90: acompanhar de forma visível uma meta de longo prazo.',
        'Todo mês: conversar sobre planos e preocupações com alguém.',
      ],
    ),
    additional_test: s(
      [
        'A avaliação de interesses profissionais pode ajudar você a comparar áreas centradas em pessoas e práticas, para que sua energia vá para um trabalho que pareça recompensador. O teste de desenvolvimento pessoal oferece passos simples e práticos para planejamento, foco e lidar com críticas sem perder sua centelha natural.',
        'O teste de mapeamento psicológico acrescenta pontuações do Big Five, como extroversão, conscienciosidade e estabilidade emocional, que podem esclarecer como sua espontaneidade e sua sensibilidade se comparam às dos outros. O teste de relacionamentos emocionais explora proximidade e independência, ajudando você a ver o que faz as relações parecerem seguras para você.',
      ],
      [
        'Avaliação de interesses profissionais: áreas centradas em pessoas.',
        'Desenvolvimento pessoal: planejamento e lidar com críticas.',
        'Mapeamento psicológico: extroversão e conscienciosidade.',
        'Relacionamentos emocionais: segurança na proximidade.',
      ],
    ),
    further_reading: s(
      [
        'Projeto Felicidade, de Gretchen Rubin, oferece uma abordagem leve e prática para criar bons hábitos, e as cartas de Epicuro apresentam uma filosofia antiga de prazeres simples e compartilhados. Flow, de Mihaly Csikszentmihalyi, explica as experiências profundamente absorventes que muitas centelhas buscam naturalmente, do palco à cozinha e ao esporte.',
        'Para crescer, leia sobre saborear, um conceito da psicologia positiva sobre aproveitar conscientemente os bons momentos, e sobre gratificação adiada e design de hábitos, que ajudam a equilibrar o prazer do presente com metas futuras. Conversas Difíceis, de Douglas Stone, Bruce Patton e Sheila Heen, oferece ferramentas para permanecer em assuntos difíceis.',
      ],
      [
        'Gretchen Rubin, Projeto Felicidade.',
        'Mihaly Csikszentmihalyi, Flow.',
        'Epicuro, Carta a Meneceu.',
        'Temas: saborear, design de hábitos, conversas difíceis.',
      ],
    ),
  },
};

export const pt: LocaleReportContent = {
  types: { INFJ, INFP, INTJ, INTP, ENFP, ENTP, ENTJ, ISTJ, ISTP, ESTP, ESTJ, ISFJ, ISFP, ESFP, ESFJ, ENFJ },
  dimensions: {
    E: {
      name: 'Extroversão',
      interpretations: [
        'Você raramente procura ambientes sociais agitados e costuma preferir recarregar as energias longe de multidões.',
        'Você gosta de companhia com moderação, mas muitas vezes precisa de tempo tranquilo depois de muita interação.',
        'Você transita com bastante facilidade entre a convivência e a solidão, conforme a situação.',
        'Você muitas vezes ganha energia com pessoas e atividade e gosta de pensar as coisas em voz alta.',
        'Você busca intensamente pessoas, conversa e ação e pode ficar inquieto quando passa muito tempo sozinho.',
      ],
    },
    I: {
      name: 'Introversão',
      interpretations: [
        'Você raramente precisa de tempo sozinho para recarregar e tende a se sentir mais vivo perto dos outros.',
        'Você valoriza algum tempo tranquilo, mas a companhia costuma energizar você mais do que a solidão.',
        'Você equilibra tempo sozinho e tempo com os outros sem uma inclinação forte para nenhum lado.',
        'Você muitas vezes recarrega na solidão e prefere refletir antes de falar.',
        'Você prefere fortemente o silêncio, a profundidade e o tempo sozinho, e grupos grandes podem cansar você rapidamente.',
      ],
    },
    S: {
      name: 'Sensação',
      interpretations: [
        'Você raramente parte de detalhes concretos e tende a olhar primeiro para padrões e possibilidades.',
        'Você nota os fatos quando é preciso, mas sua atenção costuma ir para o quadro geral.',
        'Você usa tanto detalhes concretos quanto padrões mais amplos, conforme a tarefa.',
        'Você muitas vezes confia mais em fatos, experiência e detalhes práticos do que em teorias.',
        'Você prefere fortemente o que é concreto, testado e observável e nota detalhes que os outros deixam passar.',
      ],
    },
    N: {
      name: 'Intuição',
      interpretations: [
        'Você raramente foca em possibilidades abstratas e prefere trabalhar com o que é concreto e conhecido.',
        'Você às vezes considera ideias novas, mas costuma confiar primeiro na experiência prática.',
        'Você combina atenção aos fatos com interesse por padrões e possibilidades.',
        'Você muitas vezes busca significados, conexões e possibilidades futuras por trás dos fatos.',
        'Você foca intensamente em ideias, padrões e no que poderia ser, às vezes mais do que no que é.',
      ],
    },
    T: {
      name: 'Pensamento',
      interpretations: [
        'Você raramente decide apenas pela lógica impessoal e costuma pesar primeiro pessoas e valores.',
        'Você usa a análise lógica quando necessário, mas seus valores pessoais tendem a guiar suas escolhas.',
        'Você equilibra lógica e atenção às pessoas e aos valores ao tomar decisões.',
        'Você muitas vezes decide por critérios objetivos, coerência e relações de causa e efeito.',
        'Você prefere fortemente a análise lógica e imparcial e valoriza justiça e precisão acima do tato.',
      ],
    },
    F: {
      name: 'Sentimento',
      interpretations: [
        'Você raramente deixa os valores pessoais conduzirem e costuma se apoiar na lógica e em critérios objetivos.',
        'Você considera os sentimentos das pessoas, mas a análise tende a guiar suas decisões finais.',
        'Você pesa tanto as necessidades das pessoas quanto a lógica objetiva ao tomar decisões.',
        'Você muitas vezes decide pensando em valores, harmonia e no efeito sobre as pessoas.',
        'Você prioriza fortemente valores, empatia e harmonia ao fazer suas escolhas.',
      ],
    },
    J: {
      name: 'Julgamento',
      interpretations: [
        'Você raramente sente necessidade de planos fixos e prefere manter as coisas abertas e flexíveis.',
        'Você gosta de alguma estrutura, mas costuma se sentir à vontade para se adaptar no caminho.',
        'Você combina planejamento e flexibilidade, conforme o que a situação pede.',
        'Você muitas vezes prefere planos claros, cronogramas e decisões tomadas com antecedência.',
        'Você prefere fortemente ordem, conclusão e terminar as tarefas bem antes do prazo.',
      ],
    },
    P: {
      name: 'Percepção',
      interpretations: [
        'Você raramente prefere deixar as coisas em aberto e costuma gostar de decisões resolvidas cedo.',
        'Você aprecia alguma flexibilidade, mas em geral se sente melhor com um plano.',
        'Você alterna entre planejar e improvisar sem uma preferência forte.',
        'Você muitas vezes mantém as opções abertas e se adapta quando chegam novas informações.',
        'Você prefere fortemente espontaneidade e flexibilidade, e planos fixos podem parecer sufocantes.',
      ],
    },
  },
  levelNames: ['Muito baixo', 'Baixo', 'Moderado', 'Alto', 'Muito alto'],
  labels: {
    result_analysis: 'Análise do resultado',
    personal_growth: 'Crescimento pessoal',
    interpersonal_growth: 'Crescimento nas relações',
    career_growth: 'Crescimento profissional',
    professional_benchmark: 'Referência profissional',
    advanced_guide: 'Guia avançado',
    additional_test: 'Testes complementares',
    further_reading: 'Leituras recomendadas',
    report_title: 'Relatório de personalidade',
    overview: 'Visão geral',
    dimensions_tab: 'Dimensões',
    basic_profile: 'Perfil básico',
    population_ratio: 'Participação nos resultados recentes',
    male: 'Masculino',
    female: 'Feminino',
    sample_size: 'Com base em {{count}} resultados dos últimos {{days}} dias',
    too_few_results: 'Ainda não há resultados suficientes para calcular isto',
    keywords: 'Palavras-chave',
    famous_people: 'Pessoas famosas',
    famous_people_note: 'Frequentemente descritas como deste tipo; não é uma avaliação verificada',
    dimension_analysis: 'Análise das dimensões',
    dimension: 'Dimensão',
    score: 'Pontuação',
    reference_range: 'Faixa de referência',
    level: 'Nível',
    quick_interpretation: 'Interpretação rápida',
    top_countries: 'Os 10 principais países nos testes recentes',
    country: 'País',
    ranking_score: 'Pontuação de classificação mais recente',
    ranking_explained: 'Suas preferências são mais nítidas do que em {{score}} de cada 100 resultados recentes de {{type}}',
    type_rank: '{{type}} ocupa a posição {{rank}} entre os tipos mais frequentes nos testes recentes',
    prepared_for: 'Preparado para {{name}}',
    taken_on: 'Teste realizado em {{date}}',
    order_number: 'Número do pedido',
    locked: 'Incluído no relatório completo',
    disclaimer:
      'Este relatório se baseia em um questionário de autoavaliação. Ele descreve preferências e tendências, não habilidades, e não é um diagnóstico nem uma avaliação clínica. Suas respostas podem mudar com o tempo; use os resultados para reflexão, e não como única base para decisões importantes.',
    page: 'Página {{n}} de {{total}}',
  },
};
